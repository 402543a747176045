import type { Implements, RemoteContracts } from '@bonis/contracts';

/**
 * /runtime-config.json: where each remote's mf-manifest.json lives and which Supabase project
 * to talk to. Read once at start; moving a remote means editing that file, never rebuilding.
 */
export const REMOTE_NAMES = [
  'catalog',
  'checkout',
  'loyalty',
  'account',
  'admin',
] as const satisfies readonly (keyof RemoteContracts)[];
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Fails the typecheck if @bonis/contracts has a remote REMOTE_NAMES lacks (`satisfies`: the converse). */
export type EveryContractNamed = Implements<RemoteName, keyof RemoteContracts>;

export interface RuntimeConfig {
  supabase: {
    url: string;
    anonKey: string;
    /**
     * whether the project transforms images (Supabase Storage's `render/image`: hosted Pro plan
     * and above, the local server); true when absent. False (a Free-plan project) serves every
     * image as uploaded: `configureImageTransformations` of @bonis/supabase-client.
     */
    imageTransformations?: boolean;
  };
  /** remote name → absolute URL of its mf-manifest.json; a missing remote shows its fallback */
  remotes: Partial<Record<RemoteName, string>>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Validates the JSON. A broken Supabase connection is fatal (nothing would work); a broken or
 * unknown remote entry is dropped and reported in `problems`, so one bad entry only takes
 * that remote's area down, and so is an `imageTransformations` that isn't a boolean (the
 * default, on, stays).
 */
export function parseRuntimeConfig(json: unknown): { config: RuntimeConfig; problems: string[] } {
  if (!isRecord(json)) throw new RuntimeConfigError('runtime-config.json is not a JSON object');
  const { supabase, remotes } = json;
  if (!isRecord(supabase) || !isHttpUrl(supabase.url) || typeof supabase.anonKey !== 'string') {
    throw new RuntimeConfigError(
      'runtime-config.json: "supabase" needs an http(s) "url" and an "anonKey"',
    );
  }
  const problems: string[] = [];
  const connection: RuntimeConfig['supabase'] = { url: supabase.url, anonKey: supabase.anonKey };
  if (typeof supabase.imageTransformations === 'boolean') {
    connection.imageTransformations = supabase.imageTransformations;
  } else if (supabase.imageTransformations !== undefined) {
    problems.push(
      'runtime-config.json: "supabase.imageTransformations" must be true or false (ignored: images are transformed)',
    );
  }
  const parsed: RuntimeConfig['remotes'] = {};
  if (!isRecord(remotes)) {
    problems.push('runtime-config.json: "remotes" is missing');
  } else {
    for (const [name, url] of Object.entries(remotes)) {
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
        problems.push(`runtime-config.json: unknown remote "${name}" ignored`);
      } else if (!isHttpUrl(url)) {
        problems.push(`runtime-config.json: remote "${name}" needs an http(s) URL`);
      } else {
        parsed[name as RemoteName] = url;
      }
    }
  }
  return {
    config: { supabase: connection, remotes: parsed },
    problems,
  };
}

export async function fetchRuntimeConfig(
  url = '/runtime-config.json',
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // The default cache mode, so the page's <link rel="preload"> of this file is used; the
    // server sends it with `Cache-Control: no-cache`, so it is still revalidated every time.
    response = await fetcher(url);
  } catch (error) {
    throw new RuntimeConfigError(`runtime-config.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`runtime-config.json answered HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError('runtime-config.json is not valid JSON');
  }
  const { config, problems } = parseRuntimeConfig(json);
  for (const problem of problems) console.warn(problem);
  return config;
}
