import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { DashboardNav } from '../nav/dashboard-nav';
import { PublicNav } from '../nav/public-nav';

export function PublicLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <PublicNav />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
    </Box>
  );
}

export function DashboardLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="bg">
      <DashboardNav />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
    </Box>
  );
}
