import { Text, useApp, useInput } from 'ink';
import { useState } from 'react';

/** One line of input on a terminal: a question, the typed text (or bullets for a secret), Enter to answer, Esc or Ctrl+C to give up. */
export function TextPrompt({ question, secret = false, onAnswer }: { question: string; secret?: boolean; onAnswer: (answer: string | undefined) => void }) {
  const { exit } = useApp();
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  const finish = (answer: string | undefined) => {
    setDone(true);
    onAnswer(answer);
    exit();
  };
  useInput(
    (input, key) => {
      if (key.return) finish(value);
      else if (key.escape || (key.ctrl && input === 'c')) finish(undefined);
      else if (key.backspace || key.delete) setValue((current) => current.slice(0, -1));
      else if (!key.ctrl && !key.meta && input) setValue((current) => current + input);
    },
    { isActive: !done },
  );
  const shown = secret ? '•'.repeat(value.length) : value;
  return (
    <Text>
      <Text color="cyan">? </Text>
      <Text bold>{question} </Text>
      {shown}
      {!done && <Text inverse> </Text>}
    </Text>
  );
}
