import '@ascent/client/ui/base.css';
import './app/app.css';
// The signed-in shell's styles in the first style sheet: a sheet of their own was one more
// request before every signed-in page's first paint (issue 14).
import './features/shell/shell.css';
import { mountApp } from '@ascent/client/app';
import { createRouter } from './app/router/routes.tsx';
import { services } from './app/services.ts';

void mountApp(services, createRouter);
