// stylis 4 (Emotion's CSS compiler) ships no types; only what park-stylesheet.ts calls.
declare module 'stylis' {
  type Element = object;
  type Middleware = (element: Element, index: number, children: Element[], callback: Middleware) => string;
  export function compile(css: string): Element[];
  export function serialize(elements: Element[], callback: Middleware): string;
  export function middleware(callbacks: Middleware[]): Middleware;
  export const prefixer: Middleware;
  export const stringify: Middleware;
}
