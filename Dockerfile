# botlab in a container, for running shards on Kubernetes (deploy/kubernetes/) or any container host.
# Node 20 (the version botlab supports; see package.json engines). Build: docker build -t botlab .
FROM node:20-bookworm-slim
WORKDIR /botlab
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY build ./build
COPY designs ./designs
RUN npm run build && npm prune --omit=dev
# Runs are written under /runs (a shared volume); relative design paths are read from /botlab.
ENTRYPOINT ["node", "/botlab/dist/cli/main.js"]
