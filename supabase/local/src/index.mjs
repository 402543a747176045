// @ts-check
// The Supabase-compatible local server is built by its own issue ("supabase/local"). Until then
// this package only reserves its place in the workspace; `npm start` has a marked spot for it.
export {};
