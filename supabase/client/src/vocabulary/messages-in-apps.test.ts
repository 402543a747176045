/**
 * The apps import the database's messages from the catalogue instead of typing them again
 * (HOUSE-STYLE "One word, one place"): this fails when a source file of the shell, a remote or
 * the forms kit holds a string literal, a template or a JSX text that is one of `DB_MESSAGES`
 * (or fills a `DB_MESSAGE_TEMPLATES` template), and lists each with its file and line.
 * Test files, stories and test fixtures (`testing/` folders) may spell messages out: they check
 * the page from outside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DB_MESSAGES, DB_MESSAGE_TEMPLATES, isDbMessage } from './messages';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The source folders of the apps: the shell, every remote and the forms kit. */
const SOURCES = [
  'shell/src',
  'forms/src',
  ...readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`),
];

const TEST_FILE = /\.(test|spec|stories)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing')
        files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

const TEMPLATES: ReadonlySet<string> = new Set(Object.values(DB_MESSAGE_TEMPLATES));

/** The text a node spells out, with `%s` for a template's substitutions; undefined for others. */
function spelled(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  }
  if (ts.isJsxText(node)) return node.text.replace(/\s+/g, ' ').trim();
  return undefined;
}

interface Retyped {
  file: string;
  line: number;
  text: string;
}

function retypedIn(file: string): Retyped[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Retyped[] = [];
  const visit = (node: ts.Node) => {
    const text = spelled(node);
    if (text && (isDbMessage(text) || TEMPLATES.has(text))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file: path.relative(ROOT, file), line: line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const keyOf = (text: string) =>
  Object.entries({ ...DB_MESSAGES, ...DB_MESSAGE_TEMPLATES }).find(
    ([, value]) => value === text,
  )?.[0];

describe('the apps and the database message catalogue', () => {
  it('scans the source files of the shell, the remotes and the forms kit', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(300);
  });

  it("types none of the database's messages: each is imported from @bonis/supabase-client", () => {
    const retyped = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(retypedIn);
    expect(
      retyped.map(({ file, line, text }) => {
        const key = keyOf(text);
        const use = key
          ? `${key in DB_MESSAGES ? 'DB_MESSAGES' : 'DB_MESSAGE_TEMPLATES'}.${key}`
          : 'the filling function of its template';
        return `${file}:${line} '${text}' → ${use}`;
      }),
      "These files type a message the database gives: import it from '@bonis/supabase-client' (DB_MESSAGES, or the function that fills a template) instead",
    ).toEqual([]);
  });
});
