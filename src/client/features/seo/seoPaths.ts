/** The seed's route for SEO metadata: the list at /meta, each page at /meta/:page. */
export const SEO_LIST_PATH = '/meta';
export const seoPagePath = (page: string) => `${SEO_LIST_PATH}/${page}`;
