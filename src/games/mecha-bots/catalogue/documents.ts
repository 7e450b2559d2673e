// cold: the documents Mecha Bots' provenance cites besides its rulebook (C8): the designer's wiki
// pages that hold its combat, turns and victory (spec 6.1). Cited as `@curufea-damage` and so on;
// paraphrased, never quoted.
const WIKI = 'https://curufea.com/doku.php?id=games:board:';
const LICENCE = 'CC BY-NC-SA 2.5';

export const MECHA_BOTS_DOCUMENTS = {
  'curufea-damage': { title: 'Damaging Mecha Bots (designer\'s wiki)', url: `${WIKI}mechabotsdamage`, licence: LICENCE },
  'curufea-status': { title: 'Status Sheets: counter meanings, sensor accuracy table, turn ratio (designer\'s wiki)', url: `${WIKI}mechabotsstatus`, licence: LICENCE },
  'curufea-sample': { title: 'Sample Mecha Bots (designer\'s wiki)', url: `${WIKI}mechabotssample`, licence: LICENCE },
  'curufea-program': { title: 'Programming Mecha Bots (designer\'s wiki)', url: `${WIKI}mechabotsprogram`, licence: LICENCE },
  'curufea-main': { title: 'Mecha Bots: turns, starting kit, winning (designer\'s wiki main page)', url: `${WIKI}mechabots`, licence: LICENCE },
} as const;

export const DOCUMENT_IDS = Object.keys(MECHA_BOTS_DOCUMENTS);
