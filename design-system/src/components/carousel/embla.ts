import type EmblaCarouselFactory from 'embla-carousel';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type AutoplayFactory from 'embla-carousel-autoplay';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

interface EmblaModules {
  EmblaCarousel: typeof EmblaCarouselFactory;
  Autoplay: typeof AutoplayFactory;
}

let loaded: EmblaModules | undefined;
let loading: Promise<EmblaModules> | undefined;

/**
 * Embla and its Autoplay plugin, downloaded the first time a carousel mounts: the design system
 * is a singleton on every page (the cart, the admin), a carousel is on few of them.
 */
export function loadEmbla(): Promise<EmblaModules> {
  loading ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
    ([core, autoplay]) => {
      loaded = { EmblaCarousel: core.default, Autoplay: autoplay.default };
      return loaded;
    },
  );
  return loading;
}

/**
 * An Embla carousel on the viewport element given to the returned ref callback, with the
 * Autoplay plugin; the API once Embla has loaded (at once when it already has). New options
 * re-initialise the same carousel (it keeps its place), as embla-carousel-react does.
 */
export function useEmbla(options: EmblaOptionsType, autoplay: Partial<AutoplayOptionsType>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>();
  const latest = useRef({ options, autoplay });
  useLayoutEffect(() => {
    latest.current = { options, autoplay };
  });

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = ({ EmblaCarousel, Autoplay }: EmblaModules) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, latest.current.options, [
        Autoplay(latest.current.autoplay),
      ]);
      setApi(instance);
    };
    if (loaded) start(loaded);
    else void loadEmbla().then(start);
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay);
  const applied = useRef({ optionsKey, autoplayKey });
  useEffect(() => {
    if (!api || !loaded) return;
    if (applied.current.optionsKey === optionsKey && applied.current.autoplayKey === autoplayKey)
      return;
    applied.current = { optionsKey, autoplayKey };
    api.reInit(latest.current.options, [loaded.Autoplay(latest.current.autoplay)]);
  }, [api, optionsKey, autoplayKey]);
  useEffect(() => {
    // a new instance starts with the options it was made with
    if (api) applied.current = { optionsKey, autoplayKey };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the instance changes
  }, [api]);

  return [setViewport, api] as const;
}
