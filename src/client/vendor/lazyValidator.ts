/**
 * Build-time stand-in for @rc-component/async-validator where @rc-component/form imports it (webpack.config.ts
 * swaps it in for that import only). antd's Form runs every rule through async-validator (≈ 4.5 kB brotli),
 * yet no form of ours validates before someone types or saves, and every record form downloaded it with its
 * first render. This class has the face Form uses (a schema of rules, `messages`, a promised `validate`, a
 * static `warning`) and loads the real one with the first validation; the chunk is prefetched when the
 * browser is idle, so it is usually there by then (docs/performance.md#browser-downloads).
 */
import type RealSchema from '@rc-component/async-validator';
import type {
  Rules,
  ValidateMessages,
  ValidateOption,
  Values,
} from '@rc-component/async-validator';

type Schema = typeof RealSchema;

let loading: Promise<Schema> | undefined;

/** The real validator, downloaded once; a failed download is tried again at the next validation. */
export function loadValidator(): Promise<Schema> {
  loading ??= import(
    /* webpackChunkName: "async-validator", webpackPrefetch: true */ '@rc-component/async-validator'
  ).then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export default class LazySchema {
  /** Form silences the real one's warnings by setting this; it is passed on. */
  static warning: Schema['warning'] = () => {};

  private readonly rules: Rules;
  private custom: ValidateMessages | undefined;

  constructor(rules: Rules) {
    this.rules = rules;
  }

  messages(messages?: ValidateMessages): ValidateMessages | undefined {
    if (messages) this.custom = messages;
    return this.custom;
  }

  async validate(source: Values, options: ValidateOption = {}): Promise<Values> {
    let Real: Schema;
    try {
      Real = await loadValidator();
    } catch {
      // Offline, say: the field shows the form's general message rather than passing unchecked.
      const message = typeof this.custom?.default === 'string' ? this.custom.default : 'Invalid';
      // The shape async-validator rejects with.
      throw { errors: Object.keys(this.rules).map((field) => ({ message, field })), fields: {} };
    }
    Real.warning = LazySchema.warning;
    const schema = new Real(this.rules);
    if (this.custom) schema.messages(this.custom);
    return schema.validate(source, options);
  }
}
