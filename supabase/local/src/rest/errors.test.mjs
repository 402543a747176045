// @ts-check
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http.mjs';
import { fromDatabaseError, pgrstError, withoutGeneratedSql } from './errors.mjs';

const SQL = `WITH pgrst_source AS (SELECT CAST("books"."title" AS text $q$) FROM "public"."books" AS "books" LIMIT $1::bigint OFFSET $2::bigint) SELECT null::bigint AS total, pg_catalog.count(_postgrest_t) AS page_total FROM (SELECT * FROM pgrst_source) _postgrest_t`;

/** @param {{ code: string, message: string, detail?: string, hint?: string }} error */
const mapped = (error) =>
  /** @type {import('./errors.mjs').PgrstError} */ (fromDatabaseError(error, false));

describe('withoutGeneratedSql', () => {
  it('keeps what a syntax error says before quoting the query', () => {
    const error = mapped({
      code: '42601',
      message: `unterminated dollar-quoted string at or near "$q$) FROM "public"."books" AS "books" LIMIT $1::bigint OFFSET $2::bigint) SELECT null::bigint AS total"`,
    });
    expect(withoutGeneratedSql(error, SQL).toJSON()).toEqual({
      code: '42601',
      details: null,
      hint: null,
      message: 'unterminated dollar-quoted string',
    });
  });

  it('drops details and hints that quote it, and names only the generated SQL uses', () => {
    const error = mapped({
      code: '22P02',
      message: 'invalid input syntax for type integer: "_postgrest_t"',
      detail: `near ${SQL.slice(40, 90)}`,
      hint: 'Check the value.',
    });
    expect(withoutGeneratedSql(error, SQL).toJSON()).toEqual({
      code: '22P02',
      details: null,
      hint: 'Check the value.',
      message: 'The database refused the generated query',
    });
  });

  it('leaves every other error as it is (the same object)', () => {
    const error = mapped({
      code: '23505',
      message: 'duplicate key value violates unique constraint "books_pkey"',
      detail: 'Key (id)=(1) already exists.',
    });
    expect(withoutGeneratedSql(error, SQL)).toBe(error);
    // A long table name is in the query too, but naming it quotes nothing.
    const long = `INSERT INTO "public"."newsletter_subscriptions" AS "newsletter_subscriptions" ("email") SELECT "email" FROM pgrst_body`;
    const rls = mapped({
      code: '42501',
      message: 'new row violates row-level security policy for table "newsletter_subscriptions"',
    });
    expect(withoutGeneratedSql(rls, long)).toBe(rls);
    const syntax = mapped({ code: '42601', message: 'syntax error at or near "collate"' });
    expect(withoutGeneratedSql(syntax, SQL)).toBe(syntax);
    expect(withoutGeneratedSql(syntax, undefined)).toBe(syntax);
  });
});

describe('PgrstError', () => {
  it('is the REST wire format of HttpError: it answers itself for sendError', () => {
    const error = pgrstError(
      406,
      'PGRST106',
      'Invalid schema: x',
      null,
      'Only the following schemas are exposed: public',
    );
    expect(error).toBeInstanceOf(HttpError);
    const { status, body, headers } = error.toResponse();
    expect(status).toBe(406);
    expect(headers).toEqual({});
    // PostgREST's key order.
    expect(JSON.stringify(body)).toBe(
      '{"code":"PGRST106","details":null,"hint":"Only the following schemas are exposed: public","message":"Invalid schema: x"}',
    );
  });
});
