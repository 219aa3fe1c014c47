/**
 * Spanish and English must find the same thing: a visitor on an English page who types "sentidos" (or
 * a Spanish page and "senses") means the senses page. Each query word is searched together with its
 * translations from this small bilingual map (folded words; both directions).
 */
import { foldText } from './text-normalizer';

/** [Spanish words, English words]: every word of a group stands for every other. */
const GROUPS: [string[], string[]][] = [
  [
    ['sentidos', 'sentido'],
    ['senses', 'sense'],
  ],
  [
    ['ubicación', 'dirección'],
    ['location', 'address'],
  ],
  [['llegar'], ['get', 'directions']],
  [
    ['niños', 'niño', 'menores', 'infantes'],
    ['children', 'child', 'kids', 'kid'],
  ],
  [
    ['boletos', 'boleto', 'entradas', 'entrada', 'admisión'],
    ['tickets', 'ticket', 'admission'],
  ],
  [
    ['precios', 'precio', 'costo', 'cuesta'],
    ['prices', 'price', 'cost'],
  ],
  [
    ['horario', 'horarios', 'abre'],
    ['hours', 'schedule', 'opening'],
  ],
  [
    ['atracciones', 'atracción', 'actividades', 'actividad'],
    ['attractions', 'attraction', 'activities'],
  ],
  [
    ['hoteles', 'hotel', 'hospedaje'],
    ['hotels', 'hotel', 'lodging'],
  ],
  [
    ['paquetes', 'paquete'],
    ['packages', 'package'],
  ],
  [
    ['preguntas', 'frecuentes'],
    ['questions', 'faqs', 'faq'],
  ],
  [
    ['instalaciones', 'servicios', 'servicio'],
    ['facilities', 'services', 'service'],
  ],
  [['estacionamiento'], ['parking']],
  [
    ['transporte', 'transportación', 'traslado'],
    ['transportation', 'transport', 'shuttle'],
  ],
  [['tirolesa'], ['zipline', 'zip']],
  [['río'], ['river']],
  [['subterráneo'], ['underground']],
  [['selva', 'jungla'], ['jungle']],
  [
    ['mariposas', 'mariposa'],
    ['butterflies', 'butterfly'],
  ],
  [
    ['aves', 'pájaros'],
    ['birds', 'bird'],
  ],
  [
    ['comida', 'alimentos', 'comer', 'restaurante'],
    ['food', 'eat', 'restaurant'],
  ],
  [['bebidas'], ['drinks']],
  [
    ['mascotas', 'perros'],
    ['pets', 'dogs'],
  ],
  [
    ['accesibilidad', 'discapacidad'],
    ['accessibility', 'disability', 'wheelchair'],
  ],
  [
    ['descuento', 'descuentos', 'promoción', 'promociones'],
    ['discount', 'discounts', 'promotion', 'promotions'],
  ],
  [['cupón'], ['coupon']],
  [
    ['pago', 'pagos', 'pagar', 'pagan'],
    ['payment', 'payments', 'pay'],
  ],
  [
    ['reembolso', 'cancelación', 'cancelar'],
    ['refund', 'cancellation', 'cancel'],
  ],
  [
    ['lluvia', 'clima'],
    ['rain', 'weather'],
  ],
  [
    ['edad', 'edades', 'años'],
    ['age', 'ages', 'years'],
  ],
  [
    ['adultos', 'adulto'],
    ['adults', 'adult'],
  ],
  [
    ['residentes', 'residente'],
    ['residents', 'resident'],
  ],
  [['galería'], ['gallery']],
  [
    ['fotos', 'foto', 'fotografías'],
    ['photos', 'photo', 'pictures'],
  ],
  [['reconocimientos', 'premios'], ['awards']],
  [['privacidad'], ['privacy']],
  [['términos'], ['terms']],
  [['vainilla'], ['vanilla']],
  [['tambores'], ['drums']],
  [['luz'], ['light']],
  [['túnel'], ['tunnel']],
  [['texturas'], ['textures']],
  [['colores'], ['colors']],
  [['caleta'], ['cove']],
  [['mirador'], ['lookout']],
  [['dosel'], ['canopy']],
  [
    ['sendero', 'ruta'],
    ['trail', 'route'],
  ],
  [['noche', 'nocturno'], ['night']],
  [['cena'], ['dinner']],
  [['vista'], ['sight']],
  [['oído'], ['hearing']],
  [['tacto'], ['touch']],
  [['olfato'], ['smell']],
  [['gusto'], ['taste']],
  [['casilleros'], ['lockers']],
  [['regaderas'], ['showers']],
  [
    ['chaleco', 'salvavidas'],
    ['vest', 'jacket'],
  ],
  [['fecha'], ['date']],
  [['cambio', 'cambiar'], ['change']],
  [['volcán'], ['volcano']],
  [['isla'], ['island']],
  [['arrecife'], ['reef']],
];

const SYNONYMS = new Map<string, string[]>();
for (const [spanish, english] of GROUPS) {
  const words = [...new Set([...spanish, ...english].map(foldText))];
  for (const word of words) {
    const others = words.filter((other) => other !== word);
    SYNONYMS.set(word, [...new Set([...(SYNONYMS.get(word) ?? []), ...others])]);
  }
}

/** The other words a folded query word stands for (its translations and close variants). */
export function synonymsOf(foldedWord: string): readonly string[] {
  return SYNONYMS.get(foldedWord) ?? [];
}

/** Every folded word the map knows, for the suggestions of a word typed in the other language. */
export function synonymKeys(): IterableIterator<string> {
  return SYNONYMS.keys();
}
