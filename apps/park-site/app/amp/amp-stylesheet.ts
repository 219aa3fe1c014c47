/**
 * The one author stylesheet of the AMP pages (`<style amp-custom>`, at most 75,000 bytes, no
 * !important): the park's palette from the Sensoria theme, mobile first.
 */
export const ampStylesheet = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2a25;background:#fffdf8;line-height:1.6}',
  'a{color:#0d5a45}',
  '.site-header{background:#106750;color:#fff;padding:.75rem 1rem}',
  '.brand{color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none}',
  '.nav{display:flex;flex-wrap:wrap;gap:.25rem .5rem;list-style:none;margin:.5rem 0 0;padding:0}',
  '.nav a{display:inline-block;color:#fff;padding:.5rem .75rem;border-radius:999px;text-decoration:none;min-height:24px}',
  '.nav a[aria-current="page"]{background:#fff;color:#106750;font-weight:700}',
  'main{max-width:48rem;margin:0 auto;padding:0 1rem 2rem}',
  '.hero{padding:1.5rem 0}',
  'h1{font-size:2rem;line-height:1.15;margin:0 0 .5rem}',
  '.lead{font-size:1.125rem;margin:0 0 1rem}',
  '.hero-image,.card-image{border-radius:.75rem}',
  '.prose h2{font-size:1.5rem;margin:2rem 0 .75rem}',
  '.prose h3{font-size:1.25rem;margin:1.5rem 0 .5rem}',
  '.prose table{width:100%;border-collapse:collapse}',
  '.prose th,.prose td{border:1px solid #c9d6d0;padding:.5rem;text-align:left}',
  '.cards{list-style:none;margin:1.5rem 0;padding:0;display:grid;gap:1rem}',
  '@media (min-width:40em){.cards{grid-template-columns:1fr 1fr}}',
  '.cards li{border:1px solid #c9d6d0;border-radius:.75rem;padding:1rem;background:#fff}',
  '.cards h2{font-size:1.25rem;margin:.75rem 0 .25rem}',
  '.cards dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;font-size:.875rem}',
  '.cards dt{font-weight:600}',
  '.cards dd{margin:0}',
  '.full-version{margin-top:2rem;font-weight:600}',
].join('');
