import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton, VisuallyHidden } from '@bonis/design-system';
import { getSupabase, type ImageSources } from '@bonis/supabase-client';
import { useHomeBanner } from '../api/get-home-banner';
import { useLogError } from '../../../lib/use-log-error';
import { DEFAULT_HERO, toHeroContent, type HeroContent } from '../utils/hero-content';
import { HeroIllustration } from './hero-illustration';
import {
  Actions,
  CtaLink,
  Description,
  Hero,
  Media,
  Panel,
  Title,
  TitleLines,
} from './hero-banner.styles';

/** The banner images' own size (1920×700): the browser reserves the box before it loads. */
const IMAGE_WIDTH = 1920;
const IMAGE_HEIGHT = 700;

function HeroImage({ image }: { image: ImageSources | null }) {
  /** the URL that failed to load, so a new banner's image gets its own chance */
  const [failed, setFailed] = useState<string | null>(null);
  const url = image?.src;
  if (!url || url === failed) return <HeroIllustration />;
  return (
    // The page's LCP: never lazy, fetched first, at the width the screen draws it.
    <img
      src={url}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      fetchPriority="high"
      onError={() => setFailed(url)}
    />
  );
}

function Cta({ cta }: { cta: NonNullable<HeroContent['cta']> }) {
  if (cta.target.kind === 'internal') {
    return (
      <CtaLink as={Link} to={cta.target.to}>
        {cta.text}
      </CtaLink>
    );
  }
  return <CtaLink href={cta.target.href}>{cta.text}</CtaLink>;
}

export interface HeroBannerProps {
  /** the h1's id: the page's region is labelled by it */
  titleId: string;
}

/**
 * The home's hero (storefront spec §2, §8): the latest active banner's title (the page's h1),
 * text, image and call to action. Live: an admin's change shows without a reload. Without a
 * banner, or when it can't be read (logged), the built-in texts and illustration. While the
 * banner loads, a skeleton of exactly the same size.
 */
export function HeroBanner({ titleId }: HeroBannerProps) {
  const banner = useHomeBanner();
  useLogError(banner.error, 'reading the banner failed');

  if (banner.isPending) {
    return (
      <Hero aria-busy="true" data-state="loading">
        <Media>
          <Skeleton shape="rect" height="100%" style={{ borderRadius: 0 }} />
        </Media>
        <Panel>
          <Title id={titleId}>
            <VisuallyHidden>Cargando…</VisuallyHidden>
            <TitleLines aria-hidden="true">
              <Skeleton width="90%" />
              <Skeleton width="60%" />
            </TitleLines>
          </Title>
          <Description as="div" aria-hidden="true">
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </Description>
          <Actions aria-hidden="true">
            <Skeleton shape="rect" width="180px" height="48px" style={{ borderRadius: 999 }} />
          </Actions>
        </Panel>
      </Hero>
    );
  }

  // a failed refresh keeps the banner already on screen
  const content =
    banner.data === undefined ? DEFAULT_HERO : toHeroContent(getSupabase(), banner.data);
  return (
    <Hero data-state={content === DEFAULT_HERO ? 'default' : 'banner'}>
      <Media>
        <HeroImage image={content.image} />
      </Media>
      <Panel>
        <Title id={titleId}>{content.title}</Title>
        {/* both always present: on phones they keep their room even when empty */}
        <Description>{content.description}</Description>
        <Actions>{content.cta && <Cta cta={content.cta} />}</Actions>
      </Panel>
    </Hero>
  );
}
