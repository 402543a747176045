import { Skeleton, VisuallyHidden } from '@bonis/design-system';
import { Aside, Column, Layout, Section, SummaryCard } from './checkout.styles';

/** The checkout's shape while the session or the quote loads; announced as 'Cargando…'. */
export function CheckoutSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Cargando…</VisuallyHidden>
      <Layout aria-hidden="true">
        <Column>
          {[0, 1, 2].map((section) => (
            <Section as="div" key={section}>
              <Skeleton width="45%" height={24} />
              <Skeleton shape="rect" height={40} />
              <Skeleton shape="rect" height={40} />
            </Section>
          ))}
        </Column>
        <Aside as="div">
          <SummaryCard as="div">
            <Skeleton width="60%" height={24} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
            <Skeleton shape="rect" height={48} />
          </SummaryCard>
        </Aside>
      </Layout>
    </div>
  );
}
