/** /misc/error/404 (seed §8): the same 'Page Not Found!' screen as an unknown route. */
export { default } from '../../../components/NotFound';
