import { useIntl } from 'react-intl';

/** The id of each layout's `<main>`, where the skip link leads (docs/product.md#accessibility). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every page: hidden until focused, it moves the focus past the menu to the
 * page's content (docs/product.md#accessibility).
 */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        // The router owns the address: focus the content without a hash in it.
        event.preventDefault();
        main.focus();
      }}
    >
      {intl.formatMessage({ id: 'app.skipToContent' })}
    </a>
  );
}
