// Entry point. With Module Federation's asyncStartup the shared scope is ready before this runs.
import './app/zod-jitless';
import { start } from './app/start';

void start();
