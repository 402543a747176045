import { useState } from 'react';

/**
 * The ids selected on a list, cleared when the list shows other rows: `listKey` names what is on
 * screen (search, filters, sort, page), and a selection never outlives the rows it was made of.
 */
export function useListSelection(listKey: string) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [selectionOf, setSelectionOf] = useState(listKey);
  if (selectionOf !== listKey) {
    setSelectionOf(listKey);
    setSelectedIds([]);
  }
  return [selectedIds, setSelectedIds] as const;
}
