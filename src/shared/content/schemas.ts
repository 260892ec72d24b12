/** Field rules shared by the content areas (the slug); their plain rules are in ./rules. */
import { Type } from 'typebox';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './rules';

export * from './rules';

export const SlugSchema = Type.String({
  minLength: 1,
  maxLength: SLUG_MAX_LENGTH,
  pattern: SLUG_PATTERN,
});
