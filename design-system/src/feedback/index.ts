// Components of this group are exported here.
export {};
