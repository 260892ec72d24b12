import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { makeStore } from './app/store';
import './styles/app.css';

const { store, persistor } = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Rendering replaces the branded loading screen that index.html shows until now.
createRoot(container).render(
  <AppProviders store={store} persistor={persistor}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>,
);
