// Entry point. With Module Federation's asyncStartup the shared scope is ready before this runs.
import './app/zod-jitless';
import { start } from './app/start';

// a task of its own: the modules' evaluation (react-dom's among them) and the start's first steps were one task
setTimeout(() => void start());
