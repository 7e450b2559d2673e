// cold: Kriegbot's examples in `botlab <command> --help`, by command.
export const kriegbotExamples: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  referee: [
    ['$0 referee capture-the-flag --games 50', 'the first 50 games of `botlab scenario capture-the-flag`, each checked'],
    ['$0 replay showdown --index 3 && $0 referee --log reports/kriegbot/replay-3.jsonl', 'check a logged game'],
    ['$0 referee --duel designs/kriegbot/robots/robotank-bulwark.yaml designs/kriegbot/robots/hoverbot-saucer.yaml', 'line duels'],
  ],
  matrix: [
    ['$0 matrix designs/kriegbot/robots --games 2000 --seed 7', 'every pair of the bundled robots, on a line'],
    ['$0 matrix designs/kriegbot/robots --mode scenario --map open-field', 'each pair in a one-on-one Showdown on the map'],
  ],
  diff: [['$0 diff --errata my-erratum.yaml --games 4000', 'the bundled robots with and without an erratum']],
  search: [['$0 search --template robotank', 'the best Robotank loadouts against one robot of each template']],
  duel: [['$0 duel designs/kriegbot/robots/robotank-bulwark.yaml designs/kriegbot/robots/robocar-interceptor.yaml --games 4000', '']],
  campaign: [
    ['$0 campaign --games 400', 'the Apocalypse Campaign (scenario 20), 400 campaigns'],
    ['$0 campaign --errata my-erratum.yaml', 'the same with a card changed'],
    ['$0 campaign --green-policy brawler', 'does a brawling gang beat a balanced one?'],
  ],
  replay: [['$0 replay showdown --index 3', 'the fourth game of `botlab scenario showdown`']],
  space: [['$0 space --template robotank', 'the Robotank\'s loadouts from the green cards']],
  odds: [
    ['$0 odds --max-dice 4', 'P(hit) for 1-4 dice against silhouettes 0-30'],
    ['$0 odds --weapon guided-missile --target robocar', 'the Guided Missile against a Robocar, range by range'],
  ],
  scenario: [
    ['$0 scenario showdown --games 2000', 'the bundled teams in scenario 1'],
    ['$0 scenario capture-the-flag --green my-team.yaml --map open-field', 'your team as green, on the open field'],
  ],
};
