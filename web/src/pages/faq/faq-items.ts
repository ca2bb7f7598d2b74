/** A question and its answer on the FAQ page. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The five FAQ entries, in page order. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What is the plural of nemesis?',
    answer:
      'Nemeses. Not "nemesises", not "nemesi", and definitely not "my coworkers". If you have enough of them to need the plural, congratulations: you are living a very cinematic life.',
  },
  {
    question: 'Why is Nemesis Day on 15 February (2/15)?',
    answer:
      "Because it is the day after Valentine's Day. You spend the 14th celebrating the people you love, then wake up on the 15th and remember the people who keep you sharp. Love one day, rivalry the next: it is all about balance.",
  },
  {
    question: 'Why not 13 February (2/13)?',
    answer:
      "That one is already taken by Galentine's Day, and we are not about to pick a fight with a room full of best friends and brunch. Well, not a fight we could win. So we took the next free spot on the calendar.",
  },
  {
    question: 'Who was the original nemesis?',
    answer:
      'Existence itself, arguably: light versus dark, order versus chaos, cats versus whatever is on the table. The ancient Greeks even gave the idea a name, Nemesis, the goddess of retribution who made sure nobody got away with too much hubris. Every rivalry since has been a remake.',
  },
  {
    question: 'How was Nemesis Day conceived?',
    answer:
      "It started in 2011 with two coworkers locked in a fierce, entirely friendly competition. What began as a joke about an anti-Valentine's Day turned into a real friendship, and a holiday. It turns out a worthy rival is just a friend who keeps score.",
  },
];
