import { Link as RouterLink } from 'react-router';
import { Link } from '@bonis/design-system';
import { StoreContact } from '../../../components/store-contact';
import { useStoreInfo } from '../../../lib/store-info';
import { contentPage, DEFAULT_FACTS, type ContentBlock, type ContentPath } from '../content';
import * as S from './content-page.styles';

export interface ContentPageViewProps {
  path: ContentPath;
  title: string;
  /** the remote serving the page, for the page region's data attributes */
  remote: string;
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <S.Bullets>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </S.Bullets>
      );
    case 'links':
      return (
        <S.LinkList>
          {block.items.map((item) => (
            <li key={item.href}>
              <Link component={RouterLink} to={item.href}>
                {item.label}
              </Link>
              <span>{item.description}</span>
            </li>
          ))}
        </S.LinkList>
      );
    case 'contact':
      return <StoreContact />;
  }
}

/**
 * One of the footer's content pages: the text of `content.ts`, with the store's real figures
 * (free-shipping threshold, delivery slots, contact) from the database. While they load, and if
 * they can't be read (logged), the page states the storefront's rules with the defaults.
 */
export function ContentPageView({ path, title, remote }: ContentPageViewProps) {
  const { data, error } = useStoreInfo();
  if (error) console.error('[mfe-catalog] reading the store settings failed', error);
  const page = contentPage(path, data ?? DEFAULT_FACTS);
  const titleId = `content-page-${path.slice(1)}`;
  return (
    <S.Page data-remote={remote} data-route={path} aria-labelledby={titleId}>
      <S.Title id={titleId}>{title}</S.Title>
      <S.Lead>{page.lead}</S.Lead>
      {page.sections.map((section) => (
        <S.Section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </S.Section>
      ))}
    </S.Page>
  );
}
