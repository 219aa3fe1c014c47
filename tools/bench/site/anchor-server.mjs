// The anchor for the server-rendering benchmark: a bare Express 5 server that, per request,
// renders with react-dom/server's renderToString a React element tree reproducing the real home
// page's markup (captured from park-site and converted by html-to-react.mjs). No router, no data
// loading, no Emotion, no compression: what rendering the same page costs with nothing else.
// Started by ssr-throughput.mjs with PORT, HOST and HTML_FILE.
import express from 'express';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Page, parse } from './html-to-react.mjs';

const nodes = parse(readFileSync(process.env.HTML_FILE, 'utf8'));
const app = express();
app.get('/{*splat}', (_req, res) => {
  res.type('html').send(`<!DOCTYPE html>${renderToString(createElement(Page, { nodes }))}`);
});
const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () =>
  console.log(`anchor on ${process.env.PORT}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
