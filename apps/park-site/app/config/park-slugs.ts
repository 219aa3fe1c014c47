/** The park's slug and its sister parks' slugs: the route table is filled with these at build time. */
export const SENSORIA_SLUG = 'sensoria';
export const SENSORIA_SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];
