import '@ascent/client/ui/base.css';
import './app/app.css';
import { mountApp } from '@ascent/client/app';
import { router } from './app/router/routes.tsx';
import { services } from './app/services.ts';

mountApp(services, router);
