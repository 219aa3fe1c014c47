import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The parks API and the cart API are reached on this site's origin, as on Parque Sensoria's.
const api = process.env.PARKS_API_ORIGIN ?? 'http://127.0.0.1:3333';
const proxy = { '/api/v1': api, '/xapi': api };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
