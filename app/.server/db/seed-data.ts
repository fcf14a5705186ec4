import type { Language } from "#app/site/locales.ts";

/** First names by profile language, for the generated demo pool. */
export const FIRST_NAMES: Record<Language, { female: string[]; male: string[] }> = {
  en: {
    female: ["Emma", "Olivia", "Sophie", "Chloe", "Grace", "Hannah", "Jessica", "Lauren", "Megan", "Rachel", "Sarah", "Amy", "Kate", "Lucy", "Charlotte", "Natalie", "Rebecca", "Victoria", "Zoe", "Ella", "Abigail", "Claire", "Danielle", "Holly", "Jade", "Linda", "Susan", "Karen", "Donna", "Michelle"],
    male: ["James", "Oliver", "Jack", "Harry", "Thomas", "Daniel", "Matthew", "Ryan", "Liam", "Noah", "Ethan", "Lucas", "Michael", "David", "Chris", "Andrew", "Ben", "Sam", "Luke", "Adam", "Connor", "Jake", "Mark", "Paul", "Steven", "Kevin", "Brian", "Gary", "Scott", "Tom"],
  },
  de: {
    female: ["Anna", "Lena", "Laura", "Julia", "Sarah", "Lisa", "Katharina", "Sabine", "Petra", "Claudia", "Andrea", "Monika", "Susanne", "Birgit", "Stefanie", "Nicole", "Kerstin", "Anja", "Heike", "Ute", "Martina", "Sandra", "Tanja", "Melanie", "Jana", "Franziska", "Johanna", "Marie", "Carina", "Ines"],
    male: ["Lukas", "Felix", "Jonas", "Maximilian", "Leon", "Paul", "Tobias", "Stefan", "Michael", "Andreas", "Thomas", "Markus", "Christian", "Florian", "Sebastian", "Matthias", "Jürgen", "Wolfgang", "Klaus", "Dieter", "Uwe", "Frank", "Ralf", "Sven", "Jan", "Tim", "Moritz", "Niklas", "Philipp", "Simon"],
  },
  nl: {
    female: ["Sanne", "Lotte", "Fleur", "Anouk", "Eva", "Lisa", "Iris", "Femke", "Marieke", "Ingrid", "Anke", "Esther", "Mirjam", "Petra", "Saskia", "Ilse", "Noor", "Julia", "Roos", "Sophie", "Britt", "Kim", "Linda", "Wendy", "Yvonne", "Joke", "Annelies", "Els", "Hanneke", "Lieke"],
    male: ["Daan", "Bram", "Sem", "Thijs", "Lars", "Jeroen", "Maarten", "Pieter", "Joost", "Wouter", "Ruben", "Niels", "Sander", "Bas", "Koen", "Stijn", "Tim", "Jasper", "Mark", "Erik", "Hans", "Kees", "Wim", "Gert", "Rob", "Dennis", "Arjen", "Sjoerd", "Frank", "Luuk"],
  },
  fr: {
    female: ["Camille", "Léa", "Manon", "Chloé", "Julie", "Sophie", "Élodie", "Aurélie", "Nathalie", "Isabelle", "Sandrine", "Céline", "Amélie", "Claire", "Émilie", "Laure", "Margaux", "Pauline", "Juliette", "Inès"],
    male: ["Lucas", "Hugo", "Louis", "Thomas", "Nicolas", "Julien", "Antoine", "Maxime", "Pierre", "Alexandre", "Mathieu", "Olivier", "Sébastien", "Guillaume", "Romain", "Vincent", "François", "Laurent", "Benoît", "Damien"],
  },
  it: {
    female: ["Giulia", "Francesca", "Chiara", "Sara", "Valentina", "Martina", "Elena", "Alessia", "Federica", "Silvia", "Paola", "Laura", "Roberta", "Simona", "Elisa"],
    male: ["Marco", "Luca", "Matteo", "Alessandro", "Andrea", "Giuseppe", "Francesco", "Davide", "Stefano", "Paolo", "Roberto", "Simone", "Fabio", "Lorenzo", "Riccardo"],
  },
  es: {
    female: ["Lucía", "María", "Paula", "Laura", "Marta", "Carmen", "Ana", "Elena", "Sara", "Cristina", "Isabel", "Raquel", "Patricia", "Alba", "Nerea"],
    male: ["Pablo", "Javier", "Alejandro", "Daniel", "David", "Carlos", "Manuel", "Sergio", "Jorge", "Adrián", "Álvaro", "Diego", "Miguel", "Raúl", "Iván"],
  },
  pl: {
    female: ["Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna", "Monika", "Ewa", "Aleksandra", "Natalia", "Karolina", "Marta", "Paulina", "Justyna", "Beata", "Dorota"],
    male: ["Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Marcin", "Jakub", "Kamil", "Łukasz", "Mateusz", "Adam", "Bartosz", "Grzegorz", "Rafał", "Wojciech"],
  },
};

/** Sentence parts per language; a profile text is an opener, two middles and a closer. */
export const TEXT_PARTS: Record<Language, { open: string[]; middle: string[]; close: string[]; looking: string[] }> = {
  en: {
    open: ["Hi there!", "Hello, nice of you to stop by.", "Well, here goes.", "New in town and curious.", "Down to earth and easy going."],
    middle: ["I love long walks on the beach when the weather allows.", "Weekends are for good food, a glass of wine and great company.", "I work hard but always make time for a laugh.", "I'm a bit shy at first, but that doesn't last long.", "Travelling is my weakness; I'm always planning the next trip.", "You'll often find me at the gym or on a hiking trail.", "Music, cooking and lazy Sunday mornings make me happy.", "I value honesty above everything else."],
    close: ["Send me a message and let's see where it goes.", "Say hi if you like what you read!", "Looking forward to hearing from you.", "Don't be shy, I don't bite."],
    looking: ["Someone genuine with a good sense of humour.", "A fun date and maybe more.", "Someone who enjoys the little things in life.", "A confident person who knows what they want."],
  },
  de: {
    open: ["Hallo zusammen!", "Schön, dass du vorbeischaust.", "Na, neugierig geworden?", "Bodenständig und unkompliziert.", "Neu hier und gespannt, wer mir schreibt."],
    middle: ["Ich liebe lange Spaziergänge und gutes Essen.", "Am Wochenende genieße ich ein Glas Wein in netter Gesellschaft.", "Ich arbeite viel, nehme mir aber immer Zeit zum Lachen.", "Anfangs bin ich etwas schüchtern, aber das legt sich schnell.", "Reisen ist meine große Leidenschaft.", "Man findet mich oft beim Sport oder in den Bergen.", "Musik, Kochen und faule Sonntage machen mich glücklich.", "Ehrlichkeit ist mir am wichtigsten."],
    close: ["Schreib mir einfach, dann sehen wir weiter.", "Sag hallo, wenn dir gefällt, was du liest!", "Ich freue mich auf deine Nachricht.", "Trau dich, ich beiße nicht."],
    looking: ["Jemanden, der ehrlich ist und Humor hat.", "Ein schönes Date und vielleicht mehr.", "Jemanden, der die kleinen Dinge im Leben schätzt.", "Eine selbstbewusste Person, die weiß, was sie will."],
  },
  nl: {
    open: ["Hoi!", "Leuk dat je langskomt.", "Nieuwsgierig geworden?", "Nuchter en spontaan.", "Nieuw hier en benieuwd wie me schrijft."],
    middle: ["Ik hou van lange wandelingen en lekker eten.", "In het weekend geniet ik van een wijntje in goed gezelschap.", "Ik werk hard, maar er is altijd tijd voor een grap.", "In het begin ben ik wat verlegen, maar dat gaat snel over.", "Reizen is mijn grote passie.", "Je vindt me vaak in de sportschool of op de fiets.", "Muziek, koken en luie zondagen maken me blij.", "Eerlijkheid vind ik het allerbelangrijkst."],
    close: ["Stuur me een berichtje, dan zien we wel.", "Zeg hoi als je het leuk vindt wat je leest!", "Ik kijk uit naar je bericht.", "Niet verlegen zijn, ik bijt niet."],
    looking: ["Iemand die oprecht is en humor heeft.", "Een leuke date en misschien meer.", "Iemand die geniet van de kleine dingen.", "Iemand met zelfvertrouwen die weet wat hij wil."],
  },
  fr: {
    open: ["Coucou !", "Merci de passer par ici.", "Curieux ou curieuse ?", "Simple et naturelle.", "Nouvelle ici et impatiente de te lire."],
    middle: ["J'adore les longues promenades et la bonne cuisine.", "Le week-end, j'aime un bon verre de vin entre amis.", "Je travaille beaucoup mais je garde toujours le sourire.", "Un peu timide au début, mais ça ne dure pas.", "Les voyages sont ma grande passion.", "La musique et les dimanches paresseux me rendent heureuse."],
    close: ["Écris-moi et on verra bien.", "Dis bonjour si mon profil te plaît !", "J'attends ton message avec impatience."],
    looking: ["Quelqu'un de sincère avec de l'humour.", "Un joli rendez-vous et peut-être plus.", "Quelqu'un qui apprécie les petits plaisirs."],
  },
  it: {
    open: ["Ciao!", "Grazie per essere passato.", "Curioso?", "Semplice e solare."],
    middle: ["Adoro le lunghe passeggiate e la buona cucina.", "Nel weekend mi godo un bicchiere di vino in buona compagnia.", "Lavoro tanto ma trovo sempre il tempo per ridere.", "Viaggiare è la mia grande passione.", "Musica, cucina e domeniche pigre mi rendono felice."],
    close: ["Scrivimi e vediamo come va.", "Saluta se ti piace quello che leggi!", "Aspetto il tuo messaggio."],
    looking: ["Una persona sincera con senso dell'umorismo.", "Un bell'appuntamento e forse di più."],
  },
  es: {
    open: ["¡Hola!", "Gracias por pasarte.", "¿Te pica la curiosidad?", "Sencilla y alegre."],
    middle: ["Me encantan los paseos largos y la buena comida.", "Los fines de semana disfruto de un vino en buena compañía.", "Trabajo mucho, pero siempre tengo tiempo para reír.", "Viajar es mi gran pasión.", "La música, cocinar y los domingos tranquilos me hacen feliz."],
    close: ["Escríbeme y vemos qué pasa.", "¡Salúdame si te gusta lo que lees!", "Espero tu mensaje."],
    looking: ["Alguien sincero con sentido del humor.", "Una buena cita y quizá algo más."],
  },
  pl: {
    open: ["Cześć!", "Miło, że tu zaglądasz.", "Ciekawość zwyciężyła?", "Prosta i pogodna."],
    middle: ["Uwielbiam długie spacery i dobre jedzenie.", "W weekendy lubię lampkę wina w dobrym towarzystwie.", "Dużo pracuję, ale zawsze znajdę czas na śmiech.", "Podróże to moja wielka pasja.", "Muzyka, gotowanie i leniwe niedziele sprawiają mi radość."],
    close: ["Napisz do mnie, zobaczymy, co z tego wyjdzie.", "Przywitaj się, jeśli spodobał ci się mój profil!", "Czekam na twoją wiadomość."],
    looking: ["Kogoś szczerego z poczuciem humoru.", "Fajnej randki, a może czegoś więcej."],
  },
};

/** Allowed values of the select fields of the profile definition. */
export const PERSONAL_VALUES = {
  height: ["150-159", "160-169", "170-179", "180-189", "190-199"],
  body_type: ["slim", "athletic", "average", "curvy", "full"],
  eye_color: ["blue", "green", "brown", "grey", "hazel"],
  hair_color: ["blonde", "brown", "black", "red", "grey"],
  relationship_status: ["single", "divorced", "widowed", "in_a_relationship", "married"],
  smoking: ["no", "sometimes", "yes"],
  education: ["secondary", "vocational", "bachelor", "master", "doctorate"],
  children: ["none", "living_with_me", "not_living_with_me"],
} as const;

/** Demo-pool countries with the language most profiles there write in. */
export const COUNTRY_LANGUAGES: Record<string, Language[]> = {
  US: ["en", "en", "en", "es"],
  GB: ["en", "en", "en", "pl"],
  CA: ["en", "en", "fr"],
  AU: ["en"],
  IE: ["en"],
  NZ: ["en"],
  DE: ["de", "de", "de", "pl", "it"],
  AT: ["de"],
  CH: ["de", "de", "fr", "it"],
  NL: ["nl", "nl", "nl", "en"],
  BE: ["nl", "fr"],
};
