/** One rivalry shown on the Famous Nemesises carousel. */
export interface NemesisPair {
  left: string;
  right: string;
  fictional: boolean;
  description: string;
  leftLink: string;
  rightLink: string;
}

/** The ten famous pairs, in carousel order. */
export const nemesisPairs: readonly NemesisPair[] = [
  {
    left: 'Batman',
    right: 'The Joker',
    fictional: true,
    description:
      "Gotham's grimmest detective and its giggliest menace have been at it since 1940. Every new scheme from the Joker forces Batman to get smarter, and every escape from Arkham proves the feeling is mutual.",
    leftLink: 'https://en.wikipedia.org/wiki/Batman',
    rightLink: 'https://en.wikipedia.org/wiki/Joker_(character)',
  },
  {
    left: 'Sherlock Holmes',
    right: 'Professor Moriarty',
    fictional: true,
    description:
      'Conan Doyle invented the "Napoleon of crime" in 1893 to finish off his own detective at the Reichenbach Falls. It took the only mind equal to Holmes\'s to make the great detective sweat.',
    leftLink: 'https://en.wikipedia.org/wiki/Sherlock_Holmes',
    rightLink: 'https://en.wikipedia.org/wiki/Professor_Moriarty',
  },
  {
    left: 'Harry Potter',
    right: 'Lord Voldemort',
    fictional: true,
    description:
      'A prophecy said neither could live while the other survived, which is one way to set the tone. Voldemort gave Harry a scar, a destiny and seven years of homework-adjacent peril.',
    leftLink: 'https://en.wikipedia.org/wiki/Harry_Potter_(character)',
    rightLink: 'https://en.wikipedia.org/wiki/Lord_Voldemort',
  },
  {
    left: 'Superman',
    right: 'Lex Luthor',
    fictional: true,
    description:
      "A near-invulnerable alien versus a bald billionaire with a grudge and a lab budget. Lex can't fly, so he out-thinks, out-schemes and out-monologues the Man of Steel instead.",
    leftLink: 'https://en.wikipedia.org/wiki/Superman',
    rightLink: 'https://en.wikipedia.org/wiki/Lex_Luthor',
  },
  {
    left: 'Spider-Man',
    right: 'Green Goblin',
    fictional: true,
    description:
      "Peter Parker's most personal foe is also his best friend's dad, Norman Osborn, who brings a glider and pumpkin bombs to every family argument. Great power, great responsibility, great therapy bills.",
    leftLink: 'https://en.wikipedia.org/wiki/Spider-Man',
    rightLink: 'https://en.wikipedia.org/wiki/Green_Goblin',
  },
  {
    left: 'Thomas Edison',
    right: 'Nikola Tesla',
    fictional: false,
    description:
      'Tesla briefly worked for Edison, then championed alternating current against Edison\'s direct current in the "war of the currents". AC won the grid; both men won a permanent place in electrifying grudges.',
    leftLink: 'https://en.wikipedia.org/wiki/Thomas_Edison',
    rightLink: 'https://en.wikipedia.org/wiki/Nikola_Tesla',
  },
  {
    left: 'Muhammad Ali',
    right: 'Joe Frazier',
    fictional: false,
    description:
      'Frazier won the 1971 "Fight of the Century"; Ali took the 1974 rematch and the brutal 1975 "Thrilla in Manila". Three fights, 41 rounds and each made the other a legend.',
    leftLink: 'https://en.wikipedia.org/wiki/Muhammad_Ali',
    rightLink: 'https://en.wikipedia.org/wiki/Joe_Frazier',
  },
  {
    left: 'Marvel',
    right: 'DC Comics',
    fictional: false,
    description:
      'The two comic-book giants have traded heroes, talent and box-office blows for decades. Without the competition we might have far fewer capes, and far fewer arguments in comic shops.',
    leftLink: 'https://en.wikipedia.org/wiki/Marvel_Comics',
    rightLink: 'https://en.wikipedia.org/wiki/DC_Comics',
  },
  {
    left: 'Apple',
    right: 'Microsoft',
    fictional: false,
    description:
      'Mac versus PC, Jobs versus Gates, sleek versus everywhere. Yet in 1997 Microsoft invested $150 million in a struggling Apple, proving a good nemesis is worth keeping alive.',
    leftLink: 'https://en.wikipedia.org/wiki/Apple_Inc.',
    rightLink: 'https://en.wikipedia.org/wiki/Microsoft',
  },
  {
    left: 'Rick',
    right: 'Mr Nimbus',
    fictional: true,
    description:
      "Mr. Nimbus, the tentacle-fingered lord of the seas (and the police, apparently), is Rick Sanchez's sworn arch-enemy. Their tense dinner-party diplomacy proves even a genius needs someone to glare at.",
    leftLink: 'https://en.wikipedia.org/wiki/Rick_Sanchez',
    rightLink: 'https://en.wikipedia.org/wiki/Mort_Dinner_Rick_Andre',
  },
];
