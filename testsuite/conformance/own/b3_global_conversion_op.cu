// DESC: conversion function declared __global__
struct S {
  __global__ operator int();
};
