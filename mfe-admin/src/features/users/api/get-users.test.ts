import { describe, expect, it } from 'vitest';
import { searchFilter } from './get-users';

describe('searchFilter', () => {
  it('matches the term anywhere in the first name, last name or email', () => {
    expect(searchFilter(' ana ')).toBe(
      'first_name.ilike."*ana*",last_name.ilike."*ana*",email.ilike."*ana*"',
    );
  });

  it('is nothing for a blank search', () => {
    expect(searchFilter('   ')).toBeUndefined();
    expect(searchFilter('**')).toBeUndefined();
  });

  it("takes LIKE's wildcards literally and keeps PostgREST's syntax intact", () => {
    const [first] = (searchFilter('50%_a,b.(c)"d\\e*') ?? '').split(',last_name');
    // LIKE escapes (\% \_ \\), then PostgREST's quoting doubles every backslash and escapes "
    expect(first).toBe(String.raw`first_name.ilike."*50\\%\\_a,b.(c)\"d\\\\e*"`);
  });
});
