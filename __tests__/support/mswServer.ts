import { setupServer } from 'msw/node';

/** The network as the client sees it; each test declares the answers it expects (unhandled requests fail). */
export const server = setupServer();
