// TEMPORARY minimal sign-in; replaced by the full sign-in screen (issue 6).
import { useState } from 'react';
import { Box, Button, Heading, Input, Stack } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api, errorText, isApproved, paths, signIn, toast, useSession } from '@aliento/core';

export function SigninPage() {
  const { claims } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (isApproved(claims)) return <Navigate to={paths.dashboard} replace />;
  return (
    <Box maxW="420px" mx="auto" py={10} px={4}>
      <Heading as="h1" mb={6}>Hola</Heading>
      <form onSubmit={async (e) => {
        e.preventDefault();
        try {
          const { token } = await api.post('/api/login', { json: { email, password } }).json<{ token: string }>();
          if (signIn(token).stored) navigate(paths.dashboard);
        } catch (err) { toast.error(errorText(err) ?? 'Error'); }
      }}>
        <Stack gap={4}>
          <Input aria-label="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Input aria-label="password" name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit">Log in</Button>
        </Stack>
      </form>
    </Box>
  );
}
