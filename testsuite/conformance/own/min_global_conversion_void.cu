// DESC: conversion-to-int function declared __device__ then one declared __global__ in another class (static error ordering)
struct S {
  __global__ operator void *();
};
