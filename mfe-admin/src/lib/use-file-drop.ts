import { useState, type ChangeEvent, type DragEvent } from 'react';

export interface FileDropOptions {
  /** no file is taken (the form is saving, an upload is under way) */
  disabled: boolean;
  /** the files picked in the input or dropped on the zone */
  onFiles: (files: File[]) => void;
}

/**
 * A drop zone around a file input: whether files are being dragged over it, and the handlers of
 * the input (the same file can be picked again) and of the zone (drops while `disabled` are
 * ignored; leaving for a child of the zone is not leaving it).
 */
export function useFileDrop({ disabled, onFiles }: FileDropOptions) {
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    onFiles(files);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onFiles(Array.from(event.dataTransfer.files));
  };

  return { dragging, onChange, zone: { onDragOver, onDragLeave, onDrop } };
}
