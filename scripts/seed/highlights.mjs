/** One short activity phrase per highlight, per language; composed into descriptions and itineraries. */
const H = (it, en, es, fr, de) => ({ it, en, es, fr, de });

export const highlights = {
  temples: H('templi silenziosi all’alba', 'quiet temples at dawn', 'templos silenciosos al amanecer', 'des temples silencieux à l’aube', 'stille Tempel im Morgengrauen'),
  'street-food': H('cene a base di street food nei mercati notturni', 'street-food dinners in the night markets', 'cenas de comida callejera en los mercados nocturnos', 'des dîners de street food dans les marchés de nuit', 'Streetfood-Abende auf den Nachtmärkten'),
  onsen: H('un bagno caldo in un onsen tradizionale', 'a soak in a traditional onsen', 'un baño caliente en un onsen tradicional', 'un bain chaud dans un onsen traditionnel', 'ein Bad in einem traditionellen Onsen'),
  gardens: H('passeggiate nei giardini zen', 'walks through Zen gardens', 'paseos por jardines zen', 'des promenades dans les jardins zen', 'Spaziergänge durch Zen-Gärten'),
  'rice-terraces': H('le risaie a terrazza illuminate dal sole', 'sunlit rice terraces', 'arrozales en terraza bañados por el sol', 'des rizières en terrasses baignées de soleil', 'sonnige Reisterrassen'),
  beaches: H('pomeriggi liberi su spiagge da cartolina', 'free afternoons on postcard beaches', 'tardes libres en playas de postal', 'des après-midi libres sur des plages de carte postale', 'freie Nachmittage an Traumstränden'),
  snorkeling: H('snorkeling tra pesci tropicali', 'snorkelling among tropical fish', 'snorkel entre peces tropicales', 'du snorkeling parmi les poissons tropicaux', 'Schnorcheln zwischen tropischen Fischen'),
  diving: H('un’immersione di prova con istruttori locali', 'a try-dive with local instructors', 'un bautismo de buceo con instructores locales', 'un baptême de plongée avec des moniteurs locaux', 'ein Schnuppertauchgang mit lokalen Guides'),
  'desert-camp': H('una notte in campo tendato sotto le stelle', 'a night at a desert camp under the stars', 'una noche en un campamento bajo las estrellas', 'une nuit en campement sous les étoiles', 'eine Nacht im Wüstencamp unter Sternen'),
  camels: H('un’escursione in dromedario tra le dune', 'a camel ride across the dunes', 'un paseo en dromedario entre las dunas', 'une balade à dos de dromadaire dans les dunes', 'ein Kamelritt durch die Dünen'),
  safari: H('safari in jeep all’alba e al tramonto', 'jeep safaris at sunrise and sunset', 'safaris en jeep al amanecer y al atardecer', 'des safaris en 4x4 à l’aube et au crépuscule', 'Jeepsafaris bei Sonnenauf- und -untergang'),
  'big-five': H('l’incontro con i Big Five', 'sightings of the Big Five', 'el encuentro con los Cinco Grandes', 'la rencontre avec les Big Five', 'Begegnungen mit den Big Five'),
  volcano: H('la salita su un vulcano attivo', 'a hike up an active volcano', 'la subida a un volcán activo', 'l’ascension d’un volcan actif', 'der Aufstieg auf einen aktiven Vulkan'),
  'hot-springs': H('un bagno nelle sorgenti termali', 'a dip in natural hot springs', 'un baño en aguas termales', 'une baignade dans des sources chaudes', 'ein Bad in heißen Quellen'),
  glaciers: H('il cammino sul ghiacciaio con le guide', 'a guided glacier walk', 'una caminata guiada por el glaciar', 'une marche guidée sur le glacier', 'eine geführte Gletscherwanderung'),
  'northern-lights': H('la caccia all’aurora boreale', 'hunting for the northern lights', 'la caza de la aurora boreal', 'la chasse aux aurores boréales', 'die Jagd nach Polarlichtern'),
  fjords: H('i fiordi visti dall’acqua', 'the fjords seen from the water', 'los fiordos vistos desde el agua', 'les fjords vus depuis l’eau', 'die Fjorde vom Wasser aus'),
  wine: H('una degustazione in una cantina di famiglia', 'a tasting at a family winery', 'una cata en una bodega familiar', 'une dégustation dans un domaine familial', 'eine Weinprobe auf einem Familienweingut'),
  'old-towns': H('centri storici da girare a piedi', 'old towns best explored on foot', 'cascos históricos para recorrer a pie', 'des centres historiques à parcourir à pied', 'Altstädte, die man zu Fuß erkundet'),
  markets: H('i mercati locali, tra spezie e colori', 'local markets full of spices and colour', 'mercados locales llenos de especias y color', 'des marchés locaux pleins d’épices et de couleurs', 'bunte Märkte voller Gewürze'),
  trekking: H('giornate di trekking con panorami enormi', 'trekking days with huge views', 'jornadas de trekking con vistas inmensas', 'des journées de trek aux panoramas immenses', 'Wandertage mit weiten Ausblicken'),
  canyons: H('canyon e gole scavati dal tempo', 'canyons and gorges carved by time', 'cañones y gargantas esculpidos por el tiempo', 'des canyons et des gorges sculptés par le temps', 'vom Wasser geformte Schluchten'),
  waterfalls: H('cascate dove fare il bagno', 'waterfalls you can swim under', 'cascadas para darse un baño', 'des cascades où se baigner', 'Wasserfälle zum Baden'),
  jungle: H('camminate nella foresta pluviale', 'walks through the rainforest', 'caminatas por la selva', 'des marches dans la forêt tropicale', 'Wanderungen durch den Regenwald'),
  wildlife: H('avvistamenti di animali nel loro habitat', 'wildlife spotting in the wild', 'avistamientos de fauna en libertad', 'l’observation des animaux en liberté', 'Tierbeobachtungen in freier Natur'),
  whales: H('l’avvistamento delle balene', 'whale watching', 'el avistamiento de ballenas', 'l’observation des baleines', 'Walbeobachtung'),
  'national-parks': H('i grandi parchi nazionali', 'the great national parks', 'los grandes parques nacionales', 'les grands parcs nationaux', 'die großen Nationalparks'),
  lakes: H('laghi dai colori incredibili', 'lakes in unbelievable colours', 'lagos de colores increíbles', 'des lacs aux couleurs incroyables', 'Seen in unglaublichen Farben'),
  islands: H('salti da un’isola all’altra', 'hopping from island to island', 'saltos de isla en isla', 'des sauts d’île en île', 'Inselhüpfen'),
  nightlife: H('serate fuori con il gruppo', 'nights out with the group', 'noches de fiesta con el grupo', 'des soirées avec le groupe', 'Abende mit der Gruppe'),
  architecture: H('architetture che lasciano senza fiato', 'breathtaking architecture', 'arquitecturas que quitan el aliento', 'une architecture à couper le souffle', 'atemberaubende Architektur'),
  ruins: H('siti archeologici patrimonio UNESCO', 'UNESCO-listed archaeological sites', 'yacimientos arqueológicos de la UNESCO', 'des sites archéologiques classés à l’UNESCO', 'archäologische UNESCO-Stätten'),
  'cooking-class': H('una lezione di cucina con una famiglia del posto', 'a cooking class with a local family', 'una clase de cocina con una familia local', 'un cours de cuisine chez l’habitant', 'ein Kochkurs bei einer Familie vor Ort'),
  tea: H('le piantagioni di tè sulle colline', 'hillside tea plantations', 'las plantaciones de té en las colinas', 'les plantations de thé à flanc de colline', 'Teeplantagen an den Hängen'),
  penguins: H('colonie di pinguini a pochi metri', 'penguin colonies up close', 'colonias de pingüinos a pocos metros', 'des colonies de manchots à quelques mètres', 'Pinguinkolonien aus nächster Nähe'),
  icebergs: H('la navigazione tra gli iceberg', 'sailing among icebergs', 'la navegación entre icebergs', 'la navigation entre les icebergs', 'Fahrten zwischen Eisbergen'),
  surf: H('una lezione di surf per principianti', 'a beginners’ surf lesson', 'una clase de surf para principiantes', 'un cours de surf pour débutants', 'ein Surfkurs für Anfänger'),
  dunes: H('il tramonto dall’alto delle dune', 'sunset from the top of the dunes', 'el atardecer desde lo alto de las dunas', 'le coucher de soleil depuis les dunes', 'Sonnenuntergang auf den Dünen'),
  medina: H('i vicoli della medina', 'the alleys of the medina', 'los callejones de la medina', 'les ruelles de la médina', 'die Gassen der Medina'),
  hammam: H('un hammam tradizionale', 'a traditional hammam', 'un hammam tradicional', 'un hammam traditionnel', 'ein traditioneller Hammam'),
  'boat-trip': H('una giornata in barca', 'a day on the water', 'un día en barco', 'une journée en bateau', 'ein Tag auf dem Boot'),
  kayak: H('un’uscita in kayak lungo la costa', 'a kayak trip along the coast', 'una salida en kayak por la costa', 'une sortie en kayak le long de la côte', 'eine Kajaktour entlang der Küste'),
  cenotes: H('bagni nei cenote, pozze d’acqua cristallina', 'swims in crystal-clear cenotes', 'baños en cenotes de agua cristalina', 'des baignades dans des cenotes cristallins', 'Baden in kristallklaren Cenoten'),
  'salt-flat': H('l’infinito bianco del deserto di sale', 'the endless white of the salt flat', 'el blanco infinito del salar', 'le blanc infini du désert de sel', 'das endlose Weiß der Salzwüste'),
  'street-art': H('i quartieri della street art', 'street-art neighbourhoods', 'los barrios del arte urbano', 'les quartiers du street art', 'Viertel voller Streetart'),
  music: H('musica dal vivo nei locali del posto', 'live music in local venues', 'música en directo en locales del lugar', 'de la musique live dans les bars du coin', 'Livemusik in Lokalen vor Ort'),
  'road-trip': H('lunghe strade panoramiche in van', 'long scenic drives by van', 'largas carreteras panorámicas en furgoneta', 'de longues routes panoramiques en van', 'lange Panoramastraßen im Van'),
  stargazing: H('cieli stellati lontano da ogni luce', 'star-filled skies far from any light', 'cielos estrellados lejos de toda luz', 'des ciels étoilés loin de toute lumière', 'Sternenhimmel fernab jeder Stadt'),
  castles: H('castelli e rovine medievali', 'castles and medieval ruins', 'castillos y ruinas medievales', 'des châteaux et des ruines médiévales', 'Burgen und mittelalterliche Ruinen'),
  caves: H('grotte e città scavate nella roccia', 'caves and cities carved into the rock', 'cuevas y ciudades excavadas en la roca', 'des grottes et des cités troglodytes', 'Höhlen und Felsenstädte'),
  'hiking-coast': H('sentieri a picco sul mare', 'cliff-top coastal paths', 'senderos sobre acantilados', 'des sentiers au bord des falaises', 'Küstenpfade hoch über dem Meer'),
  villages: H('villaggi dove il tempo scorre lento', 'villages where time runs slowly', 'pueblos donde el tiempo pasa despacio', 'des villages où le temps s’écoule lentement', 'Dörfer, in denen die Zeit langsamer läuft'),
  sunsets: H('tramonti da guardare tutti insieme', 'sunsets watched together', 'atardeceres para ver todos juntos', 'des couchers de soleil à admirer ensemble', 'Sonnenuntergänge, die man gemeinsam erlebt'),
  pub: H('serate nei pub con musica tradizionale', 'pub evenings with traditional music', 'noches en pubs con música tradicional', 'des soirées au pub avec musique traditionnelle', 'Pubabende mit traditioneller Musik'),
  'horse-riding': H('una cavalcata nelle praterie', 'a horse ride across the steppe', 'una cabalgata por la estepa', 'une chevauchée dans la steppe', 'ein Ausritt durch die Steppe'),
  lagoon: H('lagune turchesi dove nuotare', 'turquoise lagoons to swim in', 'lagunas turquesa para nadar', 'des lagons turquoise où nager', 'türkisfarbene Lagunen zum Schwimmen'),
  reef: H('la barriera corallina a portata di maschera', 'the coral reef within reach of your mask', 'el arrecife de coral al alcance de las gafas', 'le récif corallien à portée de masque', 'das Korallenriff direkt vor der Taucherbrille'),
};

/**
 * Highlights that happen in one kind of place: an itinerary day carries them only when its
 * overnight stop is such a place (issue 30: Morocco's day 3 offered "a night at a desert camp"
 * with the overnight in Marrakech). The other highlights fit any day.
 */
const deserts = ['Merzouga', 'Wadi Rum', 'Agafay Desert', 'Dubai Desert', 'Douz', 'Pushkar', 'Gobi Desert', 'Wahiba Sands', 'Sossusvlei', 'San Pedro de Atacama', 'Valle de la Luna'];
const medinas = ['Marrakech', 'Fes', 'Tunis', 'Kairouan'];
export const highlightPlaces = {
  'desert-camp': new Set(deserts),
  camels: new Set(deserts),
  dunes: new Set(deserts),
  medina: new Set(medinas),
};

/** Highlights that are where the group sleeps: their day ends there, not "on the way". */
export const nightHighlights = new Set(['desert-camp']);
