import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface PassengerStepperProps {
  label: string;
  hint: string;
  count: number;
  addLabel: string;
  removeLabel: string;
  canAdd: boolean;
  canRemove: boolean;
  onStep: (delta: number) => void;
}

/** A labelled count with − and + buttons; the count is announced when it changes. */
export function PassengerStepper({
  label,
  hint,
  count,
  addLabel,
  removeLabel,
  canAdd,
  canRemove,
  onStep,
}: PassengerStepperProps) {
  const labelId = useId();
  return (
    <Flex role="group" aria-labelledby={labelId} align="center" justify="space-between" gap="3">
      <Box id={labelId}>
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Box>
      <Flex align="center" gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-label={removeLabel}
          disabled={!canRemove}
          onClick={() => onStep(-1)}
        >
          −
        </Button>
        <Box as="span" aria-live="polite" minW="6" textAlign="center" fontWeight="semibold">
          {count}
        </Box>
        <Button
          size="sm"
          variant="outline"
          aria-label={addLabel}
          disabled={!canAdd}
          onClick={() => onStep(1)}
        >
          +
        </Button>
      </Flex>
    </Flex>
  );
}
