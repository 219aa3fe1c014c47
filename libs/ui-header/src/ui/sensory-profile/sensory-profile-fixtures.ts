import type { SensoryProfile } from '@parks/contracts';

/** A night show's profile as a park writes it (flashing light, loud, dark), for stories and tests. */
export const nightShowProfile: Record<'es' | 'en', SensoryProfile> = {
  es: {
    duration: '45 min',
    leavePartWay: true,
    leaveNote: 'Sí: pide un asiento de pasillo; el personal te acompaña a la salida con luz tenue.',
    flashing: true,
    levels: {
      noise: { level: 'high', note: 'Música y tambores fuertes; te prestamos protectores auditivos.' },
      light: { level: 'high', note: 'Luces intensas con destellos, luz estroboscópica y láseres.' },
      darkness: { level: 'high', note: 'De noche; el teatro se oscurece entre escenas.' },
      water: { level: 'low', note: 'Rocío en las primeras filas; desde la fila 5 no te mojas.' },
      heights: { level: 'none', note: 'Asientos a nivel del suelo.' },
      motion: { level: 'low', note: 'Estás sentado.' },
      crowding: { level: 'high', note: 'Hasta 600 personas.' },
      smell: { level: 'medium', note: 'Incienso de copal y bruma perfumada.' },
      touch: { level: 'low', note: 'Bruma ligera y aire tibio de la noche.' },
    },
  },
  en: {
    duration: '45 min',
    leavePartWay: true,
    leaveNote: 'Yes: ask for an aisle seat; staff walk you out with a dim light.',
    flashing: true,
    levels: {
      noise: { level: 'high', note: 'Loud music and drums; we lend ear defenders.' },
      light: { level: 'high', note: 'Bright lights with flashing, strobe light and lasers.' },
      darkness: { level: 'high', note: 'At night; the theatre goes dark between scenes.' },
      water: { level: 'low', note: 'Spray on the front rows; from row 5 back you stay dry.' },
      heights: { level: 'none', note: 'Seats at ground level.' },
      motion: { level: 'low', note: 'You stay seated.' },
      crowding: { level: 'high', note: 'Up to 600 people.' },
      smell: { level: 'medium', note: 'Copal incense and scented mist.' },
      touch: { level: 'low', note: 'Light mist and warm night air.' },
    },
  },
};

/** A quiet garden's profile: nothing high, no flashing; it cannot be left part-way only to show the "No". */
export const quietGardenProfile: SensoryProfile = {
  duration: '30 min',
  leavePartWay: false,
  leaveNote: 'No: the route is one way, with the exit at the end.',
  flashing: false,
  levels: {
    noise: { level: 'low', note: 'A calm garden; birds and a fountain.' },
    light: { level: 'low', note: 'Partly shaded.' },
    darkness: { level: 'none', note: 'Outdoors.' },
    water: { level: 'none', note: 'You stay dry.' },
    heights: { level: 'none', note: 'All at ground level.' },
    motion: { level: 'none', note: 'You walk at your own pace.' },
    crowding: { level: 'low', note: 'Few people; no queue.' },
    smell: { level: 'high', note: 'Strong scents: herbs, citrus and copal smoke.' },
    touch: { level: 'low', note: 'You may rub leaves if you like.' },
  },
};
