import { Intro, PageTitle } from './gifts.styles';

/** The page's h1 ('Regala Boñis') and what the page is for. */
export function GiftsHeader({ titleId, title }: { titleId: string; title: string }) {
  return (
    <>
      <PageTitle id={titleId}>{title}</PageTitle>
      <Intro>
        Regala una membresía o un cupón para la tienda. Eliges el regalo, nos dices para quién es y
        cuándo entregarlo, y le enviamos su código por email ese día.
      </Intro>
    </>
  );
}
