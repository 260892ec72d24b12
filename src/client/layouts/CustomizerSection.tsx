import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PALETTE } from '../app/theme';

/** A titled group of the customizer; the group is named by its title for assistive technology. */
export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="customizer__section" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="customizer__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface SwatchProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/** A row of colour swatches working as a radio group (each swatch is named, not only coloured). */
export function SwatchGroup<T extends string>({ label, value, options, onChange }: SwatchProps<T>) {
  const intl = useIntl();
  return (
    <div role="radiogroup" aria-label={label} className="swatches">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          aria-label={intl.formatMessage({ id: `color.${option}` })}
          title={intl.formatMessage({ id: `color.${option}` })}
          className={`swatch${option === value ? ' swatch--active' : ''}`}
          style={{
            background: option === 'white' ? '#fff' : PALETTE[option as keyof typeof PALETTE],
          }}
          onClick={() => onChange(option)}
        />
      ))}
    </div>
  );
}
