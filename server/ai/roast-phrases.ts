/**
 * The built-in roaster's phrase bank. Placeholders: {name}, {age} (a number), {years} ("34 years"),
 * {occupation} (as typed), {anOccupation} (with "a" or "an"), {detail} (a quoted phrase from the story).
 * House rules, as for the AI prompts: punch at choices, habits, job and ego, never at who someone is;
 * nothing about body, looks, health, or any group; no threats, no profanity.
 */
export const roastPhrases = {
  /** First line of the initial roast; uses {name}. */
  openers: [
    'Friends, rivals and colleagues, I give you {name}: living proof that confidence and competence are two separate subscriptions.',
    'Let us take a moment to appreciate {name}, who has never read the terms and conditions and still feels personally cheated by them.',
    '{name} walks into every room like the sequel nobody asked for.',
    'Meet {name}, the human equivalent of a reply-all email.',
    '{name} is the kind of person who brings a kazoo to a string quartet and then asks why nobody is clapping.',
    'Some people light up a room; {name} mostly checks whether anyone saw them find the switch.',
    '{name} has the energy of a group project in which everyone else did the work.',
    'We are gathered here today to honour {name}, a legend in their own group chat.',
    '{name} is proof that you can be the main character and still have no plot.',
    'Say what you like about {name}, and believe me, everyone does.',
    '{name} is the human version of a loading bar stuck at ninety-nine percent.',
    'If overconfidence were an Olympic sport, {name} would still somehow miss the bus to the stadium.',
    '{name} once described themselves as a lot to handle, and for once they undersold something.',
    'Behold {name}, a person with the strategic vision of a pigeon at an airport.',
  ],
  /** A joke built on the age; each one shows the number through {age} or {years}. */
  ageJokes: [
    '{name} has had {years} to develop a personality and is clearly saving it for a special occasion.',
    '{years} on this planet, and {name} still answers "you too" when the waiter says enjoy your meal.',
    'At {age}, {name} has reached the stage where every story starts with "so this is a funny one" and none of them are.',
    '{years} of life experience, and {name} still loses staring contests to the microwave.',
    'At {age}, {name} has read zero instruction manuals and assembled zero pieces of furniture correctly.',
    'If {name} had earned a coin for every good decision in {years}, they could almost afford a coffee.',
    '{name} has spent {years} perfecting the art of arriving late with a story about traffic they were not in.',
    'At {age}, most people have a five-year plan; {name} has a five-minute plan, and it involves snacks.',
    '{years} of practice, and {name} still cannot fold a fitted sheet, which is honestly the most relatable thing about them.',
    '{name} has been around for {years} and has had an unsolicited opinion about every one of them.',
    'By {age}, {name} has collected more unfinished hobbies than most museums have exhibits.',
    '{name} is {age} and still thinks "I will circle back" counts as a personality trait.',
    'In {years}, {name} has never once put a trolley back, and they are still waiting for the apology.',
    'At the age of {age}, {name} still signs off text messages with their full name, like a letter from the tax office.',
  ],
  /** A joke built on the occupation; each one shows it through {occupation} or {anOccupation}. */
  occupationJokes: [
    'Professionally, {name} is {anOccupation}, which explains a lot and excuses nothing.',
    'As {anOccupation}, {name} has mastered the ancient art of looking busy while doing the opposite.',
    'Somewhere out there, a careers adviser told {name} to become {anOccupation}, and that adviser has been in hiding ever since.',
    'The job title says "{occupation}", but the job description says "professional meeting extender".',
    '{name} is the best {occupation} in the building, as long as nobody else is in the building.',
    'As {anOccupation}, {name} treats every deadline like an unconfirmed rumour.',
    '{name} became {anOccupation} for the glamour and has been filing complaints about the missing glamour ever since.',
    'Being {anOccupation} means {name} can say "it is complicated" about anything and sound important doing it.',
    'Their profile says "{occupation}"; their search history says "how to look like I know what I am doing".',
    '{name} has turned being {anOccupation} into performance art, and the reviews are in: mixed, leaning confused.',
    'The {occupation} community has a word for people like {name}, and that word is "anyway, moving on".',
    'If being {anOccupation} were an exam, {name} would ask for extra time and spend it rearranging the pens.',
    'Every {occupation} dreams of leaving a legacy; {name} mostly leaves the office kettle empty.',
    '{name} calls being {anOccupation} a vocation, which is a fancy word for "nobody else would let me near the stapler".',
  ],
  /** General jabs at habits and ego; uses {name}. */
  jabs: [
    '{name} gives advice with the confidence of a satnav that has never seen a road.',
    '{name} has never lost an argument, mostly because they leave before the other person finishes.',
    '{name} reads one headline and becomes a consultant on the subject by lunchtime.',
    '{name} treats a read receipt as a binding promise to ignore you.',
    '{name} types "per my last email" with the quiet menace of a villain in a costume drama.',
    '{name} parallel parked in one go once and has mentioned it in every conversation since.',
    '{name} has the attention span of a browser with forty tabs open and music playing from one of them.',
    '{name} says "no offence" the way other people say "brace yourself".',
    '{name} is so competitive they once tried to win a moment of silence.',
    '{name} keeps a list of everyone who has wronged them, alphabetised and colour-coded, with a legend.',
    '{name} microwaves fish in the office kitchen and calls it self-expression.',
    '{name} treats the snooze button as a lifestyle, and to be fair, they are fully committed.',
  ],
  /** Last line of the initial roast; uses {name}. */
  closers: [
    'Happy Nemesis Day, {name}: may your coffee be lukewarm and your Wi-Fi always one bar short.',
    'Never change, {name}; the rest of us need someone to feel smug about.',
    'Keep doing you, {name}, because honestly nobody else wants the job.',
    '{name}, you are the reason the rest of us read the instructions.',
    'Here is to {name}: may your socks always be slightly damp and your phone always at eleven percent.',
    'Take a bow, {name}, and try not to knock anything over on the way down.',
    'In conclusion, {name} is a lot, and somehow still not enough.',
    'Cheers to {name}, the plot twist nobody saw coming and nobody ordered.',
    '{name}, never stop being the cautionary tale we tell at parties.',
    'Long may {name} reign, preferably somewhere with bad phone signal.',
    'So raise a glass to {name}, and then hold on to it, because they will try to borrow it.',
    'Happy Nemesis Day, {name}; may every self-checkout you meet find an unexpected item in the bagging area.',
  ],
  /** First line of the final roast; uses {name}. */
  finalOpeners: [
    'Round two, {name}, and this time we have heard the whole story.',
    'Well, {name}, the witness has spoken, and it is not looking good for you.',
    'We have now heard the full testimony about {name}, and the jury needs a moment to stop laughing.',
    'The case file on {name} just got thicker, and every page is more embarrassing than the last.',
    '{name}, the first roast was the trailer; this is the director\'s cut.',
    'Gather round, because the legend of {name} has a new chapter, and it is a comedy.',
    'It turns out {name} is even more of a handful than we were told, and we were told plenty.',
    'Now that we know what {name} did, the first roast looks downright generous.',
    'Let the record show that {name} brought this on themselves.',
    'New evidence has come to light about {name}, and it is exactly as ridiculous as we hoped.',
  ],
  /** A callback to the user's story; uses {detail} and {name}. */
  storyCallbacks: [
    'Let us talk about {detail}, because {name} was clearly hoping we would not.',
    'Nobody who was there will ever hear {detail} again without thinking of {name} and quietly shaking their head.',
    '{name} turned {detail} into a saga, and not the good kind with dragons.',
    'The words {detail} now come with a warning label, and {name} wrote it.',
    'Somewhere a documentary crew is begging to film the {detail} incident, and {name} is already rehearsing the voiceover.',
    '{name} thinks the whole {detail} business was a masterstroke; everyone else thinks it was a blooper reel.',
    'If {detail} were an Olympic event, {name} would take gold and then argue with the judges about the colour.',
    'Historians will study {detail} for centuries and still not understand what {name} was thinking.',
    '{name} has never once apologised for {detail}, and at this point it is almost admirable.',
    'Mention {detail} anywhere near {name} and watch them suddenly remember an urgent appointment.',
    'The {detail} affair tells you everything about {name}: bold plan, no plan B, zero regrets.',
    '{name} could write a memoir about {detail}, and the library would shelve it under fiction.',
    'Whoever let {name} anywhere near {detail} owes the rest of us an apology.',
    'Frankly, {detail} was the moment {name} went from rival to full-time hobby.',
  ],
  /** Stands in for the story callbacks when the story gives nothing to quote; uses {name}. */
  noStory: [
    'You could not even put the story into words, which means {name} has left you speechless, and that is the most annoying thing they have done yet.',
    'The full story of {name} apparently cannot be written down, which tells us everything we need to know.',
    '{name} is so reliably maddening that the details hardly matter any more.',
  ],
  /** Last line of the final roast: the grudging compliment; uses {name}. */
  finalClosers: [
    'Still, {name}, you keep everyone on their toes, and annoyingly, we are all better for it.',
    'And yet a world without {name} would be calmer, quieter and much less motivating.',
    'Grudgingly, it must be said: {name} is the best worst thing that ever happened to their rivals.',
    'Fine, {name}, you are good at what you do, but nobody will ever say it to your face, so read it here once.',
    'Happy Nemesis Day, {name}: every hero needs a great rival, and you are at least a very good one.',
    'Against all odds, {name}, you make the rest of us sharper, and we will never forgive you for it.',
    'Here is the awful truth, {name}: without you, nobody would have had half this much motivation.',
    'So here is to {name}, the rival who makes every win feel earned.',
    'Honestly, {name}, we would never admit it in public, but this rivalry is the best thing on the calendar.',
    'Keep it up, {name}; someone has to keep us humble, and you are weirdly good at it.',
  ],
} as const satisfies Record<string, readonly string[]>;

/** How many lines the bank holds, all parts together. */
export const roastPhraseCount = Object.values(roastPhrases).reduce((count, lines) => count + lines.length, 0);
