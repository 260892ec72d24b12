/** /misc/error/404 (docs/product.md#screens): the same 'Page Not Found!' screen as an unknown route. */
export { default } from '../../../components/NotFound';
