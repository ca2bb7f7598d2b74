import { useApp, useInput } from 'ink';
import { Text } from './text.tsx';
import { useEffect, useRef, useState } from 'react';

/** One line of input on a terminal: a question, the typed text (or bullets for a secret), Enter to answer, Esc or Ctrl+C to give up. */
export function TextPrompt({
  question,
  secret = false,
  onAnswer,
}: {
  question: string;
  secret?: boolean;
  onAnswer: (answer: string | undefined) => void;
}) {
  const { exit } = useApp();
  const [value, setValue] = useState('');
  const [done, setDone] = useState(false);
  // Typed fast or pasted, several keys (Enter too) come in one chunk, before a re-render: the text so far lives here.
  const typed = useRef('');
  const change = (text: string) => {
    typed.current = text;
    setValue(text);
  };
  const finish = (answer: string | undefined) => {
    setDone(true);
    onAnswer(answer);
  };
  // Ends once the answer is on screen, so the question stays with what was typed.
  useEffect(() => {
    if (done) exit();
  }, [done, exit]);
  useInput(
    (input, key) => {
      if (key.return) return finish(typed.current);
      if (key.escape || (key.ctrl && input === 'c')) return finish(undefined);
      if (key.backspace || key.delete) return change(typed.current.slice(0, -1));
      if (key.ctrl || key.meta || !input) return;
      const end = input.search(/[\r\n]/);
      if (end < 0) return change(typed.current + input);
      change(typed.current + input.slice(0, end));
      finish(typed.current);
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
