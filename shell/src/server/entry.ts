/**
 * The shell's server build entry (`dist/server/main.cjs`, a commonjs module the SSR server
 * requires). As in the browser, nothing here imports a shared module: the renderer is behind
 * an async boundary, so the federation runtime negotiates the shared singletons first.
 */
import type { Renderer, RendererOptions } from './renderer';

export type { PageAnswer, Renderer, RendererOptions, RenderResult } from './renderer';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
