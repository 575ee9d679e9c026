import '@abraham/reflection';
