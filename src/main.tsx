// inversify's container needs the Reflect metadata API (reflect-metadata's calls, in less code).
import '@abraham/reflection';
import { startApp } from './startApp';

void startApp();
