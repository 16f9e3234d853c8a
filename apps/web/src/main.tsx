import '@ascent/client/ui/base.css';
import './app/app.css';
import { mountApp } from '@ascent/client/app';
import { createRouter } from './app/router/routes.tsx';
import { services } from './app/services.ts';

void mountApp(services, createRouter);
