/**
 * Place names of the itineraries in each language (issue 14: "Dead Sea" untranslated in the
 * Italian, German, French and Spanish place lists). travels.mjs names stops in English; this
 * table gives the exonym each language uses, with its article where prose needs one
 * ("il Mar Morto": "Partenza dal Mar Morto"). Names missing here are the same everywhere
 * (local names: Wadi Rum, Jökulsárlón, Ha Giang…).
 *
 * Forms per language:
 * - a string: the name as prose uses it. A lowercase leading article is dropped in labels
 *   ("il Mar Morto" → "Mar Morto" in titles and lists); a capitalised one belongs to the name
 *   ("Il Cairo", "Le Caire", "La Habana").
 * - German: { name, label, at, to, from } — the nominative with its article, the bare label,
 *   and the prepositional phrases "am Toten Meer", "ans Tote Meer", "vom Toten Meer" (German
 *   templates say {atStop}, {toStop}, {fromStop} instead of "in/nach/aus {stop}").
 */
const P = (en, forms) => [en, forms];

const de = (name, label, at, to, from) => ({ name, label, at, to, from });

const table = new Map([
  // Asia
  P('Tokyo', { es: 'Tokio', de: 'Tokio' }),
  P('Kyoto', { es: 'Kioto' }),
  P('Kathmandu', { es: 'Katmandú', fr: 'Katmandou' }),
  P('Hanoi', { es: 'Hanói', fr: 'Hanoï' }),
  P('Ha Long Bay', { en: 'Ha Long Bay', it: 'la baia di Ha Long', es: 'la bahía de Ha Long', fr: 'la baie d’Along', de: de('die Halong-Bucht', 'Halong-Bucht', 'in der Halong-Bucht', 'in die Halong-Bucht', 'aus der Halong-Bucht') }),
  P('Ho Chi Minh City', { it: 'Ho Chi Minh', es: 'Ciudad Ho Chi Minh', fr: 'Hô Chi Minh-Ville', de: 'Ho-Chi-Minh-Stadt' }),
  P('Mekong Delta', { en: 'the Mekong Delta', it: 'il delta del Mekong', es: 'el delta del Mekong', fr: 'le delta du Mékong', de: de('das Mekong-Delta', 'Mekong-Delta', 'im Mekong-Delta', 'ins Mekong-Delta', 'aus dem Mekong-Delta') }),
  P('Mekong', { en: 'the Mekong', it: 'il Mekong', es: 'el Mekong', fr: 'le Mékong', de: de('der Mekong', 'Mekong', 'am Mekong', 'zum Mekong', 'vom Mekong') }),
  P('Phnom Penh', { es: 'Nom Pen' }),
  P('Mount Batur', { it: 'il monte Batur', es: 'el monte Batur', fr: 'le mont Batur', de: de('der Vulkan Batur', 'Vulkan Batur', 'am Vulkan Batur', 'zum Vulkan Batur', 'vom Vulkan Batur') }),
  P('Gili Islands', { en: 'the Gili Islands', it: 'le isole Gili', es: 'las islas Gili', fr: 'les îles Gili', de: de('die Gili-Inseln', 'Gili-Inseln', 'auf den Gili-Inseln', 'auf die Gili-Inseln', 'von den Gili-Inseln') }),
  P('Manila', { fr: 'Manille' }),
  P('Petra', { fr: 'Pétra' }),
  P('Dead Sea', { en: 'the Dead Sea', it: 'il Mar Morto', es: 'el mar Muerto', fr: 'la mer Morte', de: de('das Tote Meer', 'Totes Meer', 'am Toten Meer', 'ans Tote Meer', 'vom Toten Meer') }),
  P('Tashkent', { es: 'Taskent', fr: 'Tachkent', de: 'Taschkent' }),
  P('Khiva', { es: 'Jiva', de: 'Chiwa' }),
  P('Bukhara', { es: 'Bujará', fr: 'Boukhara', de: 'Buchara' }),
  P('Samarkand', { it: 'Samarcanda', es: 'Samarcanda', fr: 'Samarcande' }),
  P('Ulaanbaatar', { it: 'Ulan Bator', es: 'Ulán Bator', fr: 'Oulan-Bator' }),
  P('Gobi Desert', { en: 'the Gobi Desert', it: 'il deserto del Gobi', es: 'el desierto del Gobi', fr: 'le désert de Gobi', de: de('die Wüste Gobi', 'Wüste Gobi', 'in der Wüste Gobi', 'in die Wüste Gobi', 'aus der Wüste Gobi') }),
  P('Orkhon Valley', { en: 'the Orkhon Valley', it: 'la valle dell’Orkhon', es: 'el valle del Orkhon', fr: 'la vallée de l’Orkhon', de: de('das Orchon-Tal', 'Orchon-Tal', 'im Orchon-Tal', 'ins Orchon-Tal', 'aus dem Orchon-Tal') }),
  P('Karakorum', { es: 'Karakórum' }),
  P('Seoul', { es: 'Seúl', fr: 'Séoul' }),
  P('Muscat', { it: 'Mascate', es: 'Mascate', fr: 'Mascate', de: 'Maskat' }),
  P('Wahiba Sands', { en: 'the Wahiba Sands', it: 'il deserto di Wahiba', es: 'el desierto de Wahiba', fr: 'le désert des Wahiba', de: de('die Wahiba-Wüste', 'Wahiba-Wüste', 'in der Wahiba-Wüste', 'in die Wahiba-Wüste', 'aus der Wahiba-Wüste') }),
  P('Dubai', { es: 'Dubái', fr: 'Dubaï' }),
  P('Abu Dhabi', { es: 'Abu Dabi', fr: 'Abou Dabi' }),
  P('Dubai Desert', { en: 'the Dubai desert', it: 'il deserto di Dubai', es: 'el desierto de Dubái', fr: 'le désert de Dubaï', de: de('die Wüste von Dubai', 'Wüste von Dubai', 'in der Wüste von Dubai', 'in die Wüste von Dubai', 'aus der Wüste von Dubai') }),
  P('Bishkek', { es: 'Biskek', fr: 'Bichkek', de: 'Bischkek' }),
  P('Issyk-Kul', { fr: 'Issyk-Koul', de: de('der Yssykköl', 'Yssykköl', 'am Yssykköl', 'zum Yssykköl', 'vom Yssykköl') }),
  P('Song-Kul', { fr: 'Song-Koul', de: de('der Songköl', 'Songköl', 'am Songköl', 'zum Songköl', 'vom Songköl') }),
  P('Istanbul', { es: 'Estambul' }),
  P('Cappadocia', { es: 'Capadocia', fr: 'la Cappadoce', de: 'Kappadokien' }),
  P('Ephesus', { it: 'Efeso', es: 'Éfeso', fr: 'Éphèse', de: 'Ephesos' }),
  // Europe
  P('Golden Circle', { en: 'the Golden Circle', it: 'il Circolo d’Oro', es: 'el Círculo Dorado', fr: 'le Cercle d’Or', de: de('der Golden Circle', 'Golden Circle', 'am Golden Circle', 'zum Golden Circle', 'vom Golden Circle') }),
  P('Edinburgh', { it: 'Edimburgo', es: 'Edimburgo', fr: 'Édimbourg' }),
  P('Isle of Skye', { it: 'l’isola di Skye', es: 'la isla de Skye', fr: 'l’île de Skye', de: de('die Insel Skye', 'Insel Skye', 'auf der Insel Skye', 'auf die Insel Skye', 'von der Insel Skye') }),
  P('Dublin', { it: 'Dublino', es: 'Dublín' }),
  P('Cliffs of Moher', { en: 'the Cliffs of Moher', it: 'le scogliere di Moher', es: 'los acantilados de Moher', fr: 'les falaises de Moher', de: de('die Klippen von Moher', 'Klippen von Moher', 'an den Klippen von Moher', 'zu den Klippen von Moher', 'von den Klippen von Moher') }),
  P('Ring of Kerry', { en: 'the Ring of Kerry', it: 'l’anello di Kerry', es: 'el anillo de Kerry', fr: 'l’anneau du Kerry', de: de('der Ring of Kerry', 'Ring of Kerry', 'am Ring of Kerry', 'zum Ring of Kerry', 'vom Ring of Kerry') }),
  P('Lisbon', { it: 'Lisbona', es: 'Lisboa', fr: 'Lisbonne', de: 'Lissabon' }),
  P('Seville', { it: 'Siviglia', es: 'Sevilla', fr: 'Séville', de: 'Sevilla' }),
  P('Córdoba', { it: 'Cordova', fr: 'Cordoue' }),
  P('Granada', { fr: 'Grenade' }),
  P('Cádiz', { it: 'Cadice', fr: 'Cadix' }),
  P('Tenerife', { de: 'Teneriffa' }),
  P('Barcelona', { it: 'Barcellona', fr: 'Barcelone' }),
  P('Calanques', { en: 'the Calanques', it: 'le Calanques', es: 'las calas de Marsella', fr: 'les Calanques', de: de('die Calanques', 'Calanques', 'in den Calanques', 'in die Calanques', 'aus den Calanques') }),
  P('Marseille', { it: 'Marsiglia', es: 'Marsella' }),
  P('Avignon', { it: 'Avignone', es: 'Aviñón' }),
  P('Palermo', { fr: 'Palerme' }),
  P('Siracusa', { en: 'Syracuse', fr: 'Syracuse', de: 'Syrakus' }),
  P('Bolzano', { de: 'Bozen' }),
  P('Val di Funes', { de: 'Villnößtal' }),
  P('Tre Cime di Lavaredo', { de: de('die Drei Zinnen', 'Drei Zinnen', 'an den Drei Zinnen', 'zu den Drei Zinnen', 'von den Drei Zinnen') }),
  P('Athens', { it: 'Atene', es: 'Atenas', fr: 'Athènes', de: 'Athen' }),
  P('Delphi', { it: 'Delfi', es: 'Delfos', fr: 'Delphes' }),
  P('Meteora', { it: 'le Meteore', fr: 'les Météores' }),
  P('Nafplio', { it: 'Nauplia', es: 'Nauplia', fr: 'Nauplie' }),
  P('Split', { it: 'Spalato' }),
  P('Korčula', { it: 'Curzola' }),
  P('Shkodër', { it: 'Scutari', de: 'Shkodra' }),
  P('Tbilisi', { fr: 'Tbilissi', de: 'Tiflis' }),
  P('Valletta', { it: 'La Valletta', es: 'La Valeta', fr: 'La Valette' }),
  P('Bucharest', { it: 'Bucarest', es: 'Bucarest', fr: 'Bucarest', de: 'Bukarest' }),
  // Africa
  P('Marrakech', { de: 'Marrakesch' }),
  P('Dades Gorges', { en: 'the Dades Gorges', it: 'le gole del Dades', es: 'las gargantas del Dades', fr: 'les gorges du Dadès', de: de('die Dades-Schlucht', 'Dades-Schlucht', 'in der Dades-Schlucht', 'in die Dades-Schlucht', 'aus der Dades-Schlucht') }),
  P('Fes', { it: 'Fès', es: 'Fez', fr: 'Fès', de: 'Fès' }),
  P('Agafay Desert', { en: 'the Agafay desert', it: 'il deserto di Agafay', es: 'el desierto de Agafay', fr: 'le désert d’Agafay', de: de('die Agafay-Wüste', 'Agafay-Wüste', 'in der Agafay-Wüste', 'in die Agafay-Wüste', 'aus der Agafay-Wüste') }),
  P('Atlas Mountains', { en: 'the Atlas Mountains', it: 'i monti dell’Atlante', es: 'las montañas del Atlas', fr: 'les montagnes de l’Atlas', de: de('das Atlasgebirge', 'Atlasgebirge', 'im Atlasgebirge', 'ins Atlasgebirge', 'aus dem Atlasgebirge') }),
  P('Cairo', { it: 'Il Cairo', es: 'El Cairo', fr: 'Le Caire', de: 'Kairo' }),
  P('Giza', { es: 'Guiza', fr: 'Gizeh', de: 'Gizeh' }),
  P('Aswan', { it: 'Assuan', es: 'Asuán', fr: 'Assouan', de: 'Assuan' }),
  P('Nile Cruise', { en: 'a Nile cruise', it: 'la crociera sul Nilo', es: 'el crucero por el Nilo', fr: 'la croisière sur le Nil', de: de('die Nilkreuzfahrt', 'Nilkreuzfahrt', 'auf dem Nil', 'auf den Nil', 'vom Nil') }),
  P('Luxor', { fr: 'Louxor' }),
  P('Zanzibar', { es: 'Zanzíbar', de: 'Sansibar' }),
  P('Lake Naivasha', { it: 'il lago Naivasha', es: 'el lago Naivasha', fr: 'le lac Naivasha', de: de('der Naivashasee', 'Naivashasee', 'am Naivashasee', 'zum Naivashasee', 'vom Naivashasee') }),
  P('Masai Mara', { es: 'Masái Mara' }),
  P('Cape Town', { it: 'Città del Capo', es: 'Ciudad del Cabo', fr: 'Le Cap', de: 'Kapstadt' }),
  P('Cape of Good Hope', { en: 'the Cape of Good Hope', it: 'il Capo di Buona Speranza', es: 'el cabo de Buena Esperanza', fr: 'le cap de Bonne-Espérance', de: de('das Kap der Guten Hoffnung', 'Kap der Guten Hoffnung', 'am Kap der Guten Hoffnung', 'zum Kap der Guten Hoffnung', 'vom Kap der Guten Hoffnung') }),
  P('Garden Route', { en: 'the Garden Route', it: 'la Garden Route', es: 'la Ruta Jardín', fr: 'la route des Jardins', de: de('die Garden Route', 'Garden Route', 'an der Garden Route', 'zur Garden Route', 'von der Garden Route') }),
  P('Okavango', { en: 'the Okavango', it: 'l’Okavango', es: 'el Okavango', fr: 'l’Okavango', de: de('das Okavango-Delta', 'Okavango-Delta', 'im Okavango-Delta', 'ins Okavango-Delta', 'aus dem Okavango-Delta') }),
  P('Victoria Falls', { it: 'le cascate Vittoria', es: 'las cataratas Victoria', fr: 'les chutes Victoria', de: de('die Victoriafälle', 'Victoriafälle', 'an den Victoriafällen', 'zu den Victoriafällen', 'von den Victoriafällen') }),
  P('Zambezi', { en: 'the Zambezi', it: 'lo Zambesi', es: 'el Zambeze', fr: 'le Zambèze', de: de('der Sambesi', 'Sambesi', 'am Sambesi', 'zum Sambesi', 'vom Sambesi') }),
  P('Lac Rose', { it: 'il Lago Rosa', es: 'el lago Rosa' }),
  // Americas
  P('Grand Canyon', { en: 'the Grand Canyon', it: 'il Grand Canyon', es: 'el Gran Cañón', fr: 'le Grand Canyon', de: de('der Grand Canyon', 'Grand Canyon', 'am Grand Canyon', 'zum Grand Canyon', 'vom Grand Canyon') }),
  P('New York', { es: 'Nueva York' }),
  P('New Orleans', { es: 'Nueva Orleans', fr: 'La Nouvelle-Orléans' }),
  P('Mexico City', { it: 'Città del Messico', es: 'Ciudad de México', fr: 'Mexico', de: 'Mexiko-Stadt' }),
  P('Havana', { it: 'L’Avana', es: 'La Habana', fr: 'La Havane', de: 'Havanna' }),
  P('Lake Atitlán', { it: 'il lago Atitlán', es: 'el lago de Atitlán', fr: 'le lac Atitlán', de: de('der Atitlán-See', 'Atitlán-See', 'am Atitlán-See', 'zum Atitlán-See', 'vom Atitlán-See') }),
  P('Panama City', { it: 'Città di Panama', es: 'Ciudad de Panamá', fr: 'Panama', de: 'Panama-Stadt' }),
  P('Panama Canal', { en: 'the Panama Canal', it: 'il canale di Panama', es: 'el canal de Panamá', fr: 'le canal de Panama', de: de('der Panamakanal', 'Panamakanal', 'am Panamakanal', 'zum Panamakanal', 'vom Panamakanal') }),
  P('Colca Canyon', { en: 'the Colca Canyon', it: 'il canyon del Colca', es: 'el cañón del Colca', fr: 'le canyon de Colca', de: de('der Colca-Canyon', 'Colca-Canyon', 'im Colca-Canyon', 'in den Colca-Canyon', 'aus dem Colca-Canyon') }),
  P('Lake Titicaca', { en: 'Lake Titicaca', it: 'il lago Titicaca', es: 'el lago Titicaca', fr: 'le lac Titicaca', de: de('der Titicacasee', 'Titicacasee', 'am Titicacasee', 'zum Titicacasee', 'vom Titicacasee') }),
  P('Cusco', { fr: 'Cuzco' }),
  P('Sacred Valley', { en: 'the Sacred Valley', it: 'la Valle Sacra', es: 'el Valle Sagrado', fr: 'la Vallée sacrée', de: de('das Heilige Tal', 'Heiliges Tal', 'im Heiligen Tal', 'ins Heilige Tal', 'aus dem Heiligen Tal') }),
  P('Inca Trail', { en: 'the Inca Trail', it: 'il Cammino Inca', es: 'el Camino Inca', fr: 'le chemin de l’Inca', de: de('der Inka-Pfad', 'Inka-Pfad', 'auf dem Inka-Pfad', 'zum Inka-Pfad', 'vom Inka-Pfad') }),
  P('Rainbow Mountain', { it: 'la Montagna Arcobaleno', es: 'la montaña de Siete Colores', fr: 'la montagne Arc-en-ciel', de: de('der Regenbogenberg', 'Regenbogenberg', 'am Regenbogenberg', 'zum Regenbogenberg', 'vom Regenbogenberg') }),
  P('Rio de Janeiro', { es: 'Río de Janeiro' }),
  // Oceania
  P('Sydney', { es: 'Sídney' }),
  P('Blue Mountains', { en: 'the Blue Mountains', it: 'le Blue Mountains', es: 'las Montañas Azules', fr: 'les Montagnes Bleues', de: de('die Blue Mountains', 'Blue Mountains', 'in den Blue Mountains', 'in die Blue Mountains', 'aus den Blue Mountains') }),
  P('Fraser Island', { it: 'l’isola Fraser', es: 'la isla Fraser', fr: 'l’île Fraser', de: de('Fraser Island', 'Fraser Island', 'auf Fraser Island', 'nach Fraser Island', 'von Fraser Island') }),
  P('Whitsundays', { en: 'the Whitsundays', it: 'le isole Whitsunday', es: 'las islas Whitsunday', fr: 'les îles Whitsunday', de: de('die Whitsunday Islands', 'Whitsunday Islands', 'auf den Whitsunday Islands', 'zu den Whitsunday Islands', 'von den Whitsunday Islands') }),
  P('Great Ocean Road', { en: 'the Great Ocean Road', it: 'la Great Ocean Road', es: 'la Great Ocean Road', fr: 'la Great Ocean Road', de: de('die Great Ocean Road', 'Great Ocean Road', 'an der Great Ocean Road', 'zur Great Ocean Road', 'von der Great Ocean Road') }),
  P('Mamanuca Islands', { en: 'the Mamanuca Islands', it: 'le isole Mamanuca', es: 'las islas Mamanuca', fr: 'les îles Mamanuca', de: de('die Mamanuca-Inseln', 'Mamanuca-Inseln', 'auf den Mamanuca-Inseln', 'zu den Mamanuca-Inseln', 'von den Mamanuca-Inseln') }),
  P('Yasawa Islands', { en: 'the Yasawa Islands', it: 'le isole Yasawa', es: 'las islas Yasawa', fr: 'les îles Yasawa', de: de('die Yasawa-Inseln', 'Yasawa-Inseln', 'auf den Yasawa-Inseln', 'zu den Yasawa-Inseln', 'von den Yasawa-Inseln') }),
  P('Coral Coast', { en: 'the Coral Coast', it: 'la Costa dei Coralli', es: 'la Costa de Coral', fr: 'la Côte de Corail', de: de('die Korallenküste', 'Korallenküste', 'an der Korallenküste', 'an die Korallenküste', 'von der Korallenküste') }),
  P('Aoraki Mount Cook', { it: 'l’Aoraki/Monte Cook', es: 'el Aoraki/monte Cook', fr: 'l’Aoraki/mont Cook', de: de('der Aoraki/Mount Cook', 'Aoraki/Mount Cook', 'am Aoraki/Mount Cook', 'zum Aoraki/Mount Cook', 'vom Aoraki/Mount Cook') }),
  // Antarctica
  P('Drake Passage', { en: 'the Drake Passage', it: 'il passaggio di Drake', es: 'el paso de Drake', fr: 'le passage de Drake', de: de('die Drakestraße', 'Drakestraße', 'in der Drakestraße', 'in die Drakestraße', 'aus der Drakestraße') }),
  P('South Shetland Islands', { en: 'the South Shetland Islands', it: 'le isole Shetland Meridionali', es: 'las islas Shetland del Sur', fr: 'les îles Shetland du Sud', de: de('die Südlichen Shetlandinseln', 'Südliche Shetlandinseln', 'auf den Südlichen Shetlandinseln', 'zu den Südlichen Shetlandinseln', 'von den Südlichen Shetlandinseln') }),
  P('Antarctic Peninsula', { en: 'the Antarctic Peninsula', it: 'la Penisola Antartica', es: 'la península Antártica', fr: 'la péninsule Antarctique', de: de('die Antarktische Halbinsel', 'Antarktische Halbinsel', 'auf der Antarktischen Halbinsel', 'zur Antarktischen Halbinsel', 'von der Antarktischen Halbinsel') }),
  P('Paradise Bay', { it: 'la baia Paradiso', es: 'la bahía Paraíso', fr: 'la baie du Paradis', de: de('die Paradise Bay', 'Paradise Bay', 'in der Paradise Bay', 'in die Paradise Bay', 'aus der Paradise Bay') }),
  P('Lemaire Channel', { en: 'the Lemaire Channel', it: 'il canale di Lemaire', es: 'el canal Lemaire', fr: 'le canal Lemaire', de: de('der Lemaire-Kanal', 'Lemaire-Kanal', 'im Lemaire-Kanal', 'in den Lemaire-Kanal', 'aus dem Lemaire-Kanal') }),
  P('Polar Circle', { en: 'the Polar Circle', it: 'il Circolo Polare', es: 'el círculo polar', fr: 'le cercle polaire', de: de('der Polarkreis', 'Polarkreis', 'am Polarkreis', 'zum Polarkreis', 'vom Polarkreis') }),
  P('Deception Island', { it: 'l’isola Deception', es: 'la isla Decepción', fr: 'l’île de la Déception', de: de('Deception Island', 'Deception Island', 'auf Deception Island', 'nach Deception Island', 'von Deception Island') }),
  P('Falkland Islands', { en: 'the Falkland Islands', it: 'le isole Falkland', es: 'las islas Malvinas', fr: 'les îles Malouines', de: de('die Falklandinseln', 'Falklandinseln', 'auf den Falklandinseln', 'auf die Falklandinseln', 'von den Falklandinseln') }),
  // Home cities of the coordinators (their bios).
  P('Milano', { en: 'Milan', es: 'Milán', fr: 'Milan', de: 'Mailand' }),
  P('Bologna', { es: 'Bolonia', fr: 'Bologne' }),
  P('Roma', { en: 'Rome', fr: 'Rome', de: 'Rom' }),
  P('Torino', { en: 'Turin', es: 'Turín', fr: 'Turin', de: 'Turin' }),
  P('Napoli', { en: 'Naples', es: 'Nápoles', fr: 'Naples', de: 'Neapel' }),
  P('Firenze', { en: 'Florence', es: 'Florencia', fr: 'Florence', de: 'Florenz' }),
  P('Sevilla', { it: 'Siviglia', en: 'Seville', fr: 'Séville' }),
  P('Lyon', { it: 'Lione' }),
  P('Paris', { it: 'Parigi', es: 'París' }),
  P('Berlin', { it: 'Berlino', es: 'Berlín' }),
  P('München', { it: 'Monaco di Baviera', en: 'Munich', es: 'Múnich', fr: 'Munich' }),
  P('Hamburg', { it: 'Amburgo', es: 'Hamburgo', fr: 'Hambourg' }),
  P('Köln', { it: 'Colonia', en: 'Cologne', es: 'Colonia', fr: 'Cologne' }),
  P('London', { it: 'Londra', es: 'Londres', fr: 'Londres' }),
  P('South Georgia', { it: 'la Georgia del Sud', es: 'Georgia del Sur', fr: 'la Géorgie du Sud', de: 'Südgeorgien' }),
]);

/** The entry of a stop in a language: a string or the German object. */
function entry(stop, language) {
  return table.get(stop)?.[language] ?? stop;
}

const optionalArticle = /^(the|il|lo|la|i|gli|le|el|los|las|les) /;

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name as prose uses it: "il Mar Morto", "das Tote Meer", "Petra". */
export function placeName(stop, language) {
  const form = entry(stop, language);
  return typeof form === 'string' ? form : form.name;
}

/** The name standing alone (titles, lists, labels): "Mar Morto", "Totes Meer". */
export function placeLabel(stop, language) {
  const form = entry(stop, language);
  if (typeof form !== 'string') return form.label;
  if (form.startsWith('l’')) return capitalise(form.slice(2));
  return capitalise(form.replace(optionalArticle, ''));
}

/**
 * Values for the templates that name a stop: {stop} (prose) and, for German, {atStop},
 * {toStop}, {fromStop} ("in Amman" / "am Toten Meer", "nach Amman" / "ans Tote Meer", …).
 */
export function placeValues(stop, language, prefix = 'stop') {
  const form = entry(stop, language);
  const name = placeName(stop, language);
  const upper = capitalise(prefix);
  if (language !== 'de') return { [prefix]: name };
  return typeof form === 'string'
    ? { [prefix]: name, [`at${upper}`]: `in ${name}`, [`to${upper}`]: `nach ${name}`, [`from${upper}`]: `aus ${name}` }
    : { [prefix]: name, [`at${upper}`]: form.at, [`to${upper}`]: form.to, [`from${upper}`]: form.from };
}

const italianArticles = { il: ['al', 'dal', 'del', 'nel', 'sul'], lo: ['allo', 'dallo', 'dello', 'nello', 'sullo'], la: ['alla', 'dalla', 'della', 'nella', 'sulla'], 'l’': ['all’', 'dall’', 'dell’', 'nell’', 'sull’'], i: ['ai', 'dai', 'dei', 'nei', 'sui'], gli: ['agli', 'dagli', 'degli', 'negli', 'sugli'], le: ['alle', 'dalle', 'delle', 'nelle', 'sulle'] };
const italianPrepositions = ['a', 'da', 'di', 'in', 'su'];

/**
 * Prose after the place names went in: prepositions contracted with the articles ("a il" →
 * "al", "de el" → "del", "à le" → "au") and a sentence that starts with an article
 * capitalised. A capitalised article that belongs to a name stays apart in Spanish
 * ("a El Cairo", as the RAE writes it); Italian and French always contract ("al Cairo",
 * "au Caire").
 */
export function nativeProse(text, language) {
  let out = text;
  if (language === 'it') {
    out = out.replace(/\b(a|da|di|in|su) (il|lo|la|i|gli|le|Il) (?=\S)|\b(a|da|di|in|su) (l’|L’)/g, (whole, p1, a1, p2, a2) => {
      const preposition = p1 ?? p2;
      const article = (a1 ?? a2).toLowerCase();
      // "a La Valletta": a capitalised "La" belongs to the name.
      if (a1 === 'La' || a1 === 'Le') return whole;
      const contracted = italianArticles[article][italianPrepositions.indexOf(preposition)];
      return article === 'l’' ? contracted : `${contracted} `;
    });
  } else if (language === 'es') {
    out = out.replace(/\ba el /g, 'al ').replace(/\bde el /g, 'del ');
  } else if (language === 'fr') {
    out = out.replace(/(^|\s)à [Ll]e (?=\S)/g, '$1au ').replace(/(^|\s)à les /g, '$1aux ').replace(/(^|\s)de [Ll]e (?=\S)/g, '$1du ').replace(/(^|\s)de les /g, '$1des ');
  }
  // A sentence that now starts with a lowercase article or name.
  return out.replace(/(^|[.!?¡¿]\s+|[¡¿])(\p{Ll})/gu, (whole, before, letter) => `${before}${letter.toUpperCase()}`);
}
