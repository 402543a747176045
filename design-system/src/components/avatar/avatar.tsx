import { useState, type ComponentPropsWithRef } from 'react';
import { Image, Root, Silhouette, type AvatarSize } from './avatar.styles';

export type { AvatarSize };

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** the person's name: the image's alt text and the source of the fallback initials */
  name?: string;
  /** photo address; without it, or when it fails to load, the initials show */
  src?: string | null;
  /** alt text when it should differ from `name` */
  alt?: string;
  size?: AvatarSize;
  /** the name is shown next to it: hide the avatar from screen readers */
  decorative?: boolean;
}

/** 'Ana Gómez' → 'AG', 'ana' → 'A', 'María José de la Cruz' → 'MC'. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase('es-CO') ?? '';
  return letter(first) + (last ? letter(last) : '');
}

const DEFAULT_ALT = 'Usuario';

/**
 * A round photo of a person, falling back to their initials (or a silhouette without a name)
 * when there is no `src` or the image fails to load.
 */
export function Avatar({ name, src, alt, size = 'md', decorative = false, ...rest }: AvatarProps) {
  // remembers which address failed, so a new src is tried again without an effect
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const label = alt ?? name ?? DEFAULT_ALT;
  const initials = initialsOf(name);

  return (
    <Root
      $size={size}
      data-size={size}
      data-state={showImage ? 'image' : 'fallback'}
      {...(showImage || decorative
        ? { 'aria-hidden': decorative || undefined }
        : { role: 'img', 'aria-label': label })}
      {...rest}
    >
      {showImage && src ? (
        <Image src={src} alt={decorative ? '' : label} onError={() => setFailedSrc(src)} />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Silhouette viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0z" />
        </Silhouette>
      )}
    </Root>
  );
}
